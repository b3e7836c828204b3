/** The spec's password mask: 8 dots, whatever the length. */
export const PASSWORD_MASK = '••••••••';

/** The last four digits of a value (ignores dashes and spaces); '' when it has none. */
export function lastFour(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '').slice(-4);
}

/**
 * An SSN as the portal shows it once saved: only the last four digits (DECISIONS 5), `•••-••-1234`.
 * Returns '' for an empty value so the UI can show its own placeholder.
 */
export function maskSsn(ssn: string | null | undefined): string {
  const last = lastFour(ssn);
  return last ? `•••-••-${last}` : '';
}

/** An account or routing number with all but its last four digits hidden: `••••6789`. */
export function maskAccountNumber(value: string | null | undefined): string {
  const last = lastFour(value);
  return last ? `••••${last}` : '';
}
