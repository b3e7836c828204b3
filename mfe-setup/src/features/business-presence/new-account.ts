import type { NewBusinessAccount } from './types';

export const DUPLICATE_LABEL = 'Each access detail needs its own label';

/** The access detail rows worth saving: a label is required (rows without one are dropped), trimmed. */
export function detailsToSave(details: NewBusinessAccount['details']): NewBusinessAccount['details'] {
  return details.map((d) => ({ label: d.label.trim(), value: d.value })).filter((d) => d.label !== '');
}

/** Labels are unique per account (the database says so too): the first repeated label, or null. */
export function duplicateLabel(details: NewBusinessAccount['details']): string | null {
  const seen = new Set<string>();
  for (const d of detailsToSave(details)) {
    if (seen.has(d.label)) return d.label;
    seen.add(d.label);
  }
  return null;
}
