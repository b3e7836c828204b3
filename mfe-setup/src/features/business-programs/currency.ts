/** Currency in USD (spec 2 section 9): programs show whole dollars, payments two decimals. */
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `3200` → `$3,200` (program prices). */
export function formatProgramPrice(amount: number): string {
  return wholeDollars.format(amount);
}

/** `1600` → `$1,600.00`, `-25.5` → `-$25.50` (payments; numeric columns may arrive as strings). */
export function formatPaymentAmount(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return Number.isFinite(value) ? cents.format(value) : '';
}
