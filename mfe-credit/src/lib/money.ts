/** Largest amount a `numeric(12,2)` column holds. */
export const MAX_AMOUNT = 9_999_999_999.99;

/**
 * A typed amount ("1250", "$1,250.50", " 12.5 ") as a number, or null when it is not a non-negative
 * amount with at most two decimals that the database can hold.
 */
export function parseAmount(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= MAX_AMOUNT ? value : null;
}

/** An amount as the text an edit field starts with: `1250.5` → `1250.50`. */
export function amountToInput(amount: number | string | null | undefined): string {
  const value = Number(amount ?? 0);
  return Number.isFinite(value) ? value.toFixed(2) : '0.00';
}
