import { onFirstUse } from './on-first-use';

const cents = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const wholeDollars = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
);

/**
 * Money as the portal shows it (spec 2 section 9): USD with two decimals (`$1,250.00`, `-$25.50`), or whole
 * dollars for program prices (`{ wholeDollars: true }` → `$3,200`). Numeric columns may arrive as strings;
 * a missing or unreadable amount shows as zero.
 */
export function formatUsd(amount: number | string | null | undefined, options: { wholeDollars?: boolean } = {}): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return (options.wholeDollars ? wholeDollars : cents)().format(Number.isFinite(value) ? value : 0);
}
