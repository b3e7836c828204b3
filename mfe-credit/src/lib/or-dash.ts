import type { ReactNode } from 'react';

/** A detail's value as a card shows it: an empty one (null, undefined, '') as a dash. */
export function orDash(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? '-' : value;
}
