/** The owner-profile rules of spec 2 (sections 4, 5 and 8), kept in one place for the form and its tests. */

export type OwnerType = 'sole' | 'multiple';

export const AGREEMENT_PHRASE = 'I AGREE';
export const AGREEMENT_ERROR = 'You must type "I AGREE" exactly to proceed';
export const MULTIPLE_OWNERS_ERROR = 'Please enter 2 or more for multiple owners.';
export const OWNER_COUNT_ERROR = 'The number of owners must be at least 1.';
export const FORMATION_FEE_NOTE = 'Secretary of State formation fees above $500 are invoiced as an additional charge.';

/** The confirmation must be "I AGREE", in any letter case (surrounding spaces are forgiven). */
export function isAgreementConfirmed(text: string | null | undefined): boolean {
  return (text ?? '').trim().toUpperCase() === AGREEMENT_PHRASE;
}

/**
 * The number of owners after choosing an owner type: sole forces 1; multiple raises anything under 2
 * to 2 and keeps 2 or more as they are.
 */
export function ownersForType(type: OwnerType, current: number): number {
  if (type === 'sole') return 1;
  return Number.isFinite(current) && current >= 2 ? Math.floor(current) : 2;
}

/** The message for a number of owners that breaks the rules, or null when it is fine. */
export function ownerCountError(type: OwnerType, count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return OWNER_COUNT_ERROR;
  if (type === 'multiple' && count < 2) return MULTIPLE_OWNERS_ERROR;
  return null;
}

/** A typed number of owners ("3", "", "abc") as a number; NaN when it is not a whole number. */
export function parseOwnerCount(value: string | number): number {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
