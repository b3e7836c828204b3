const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A moment (a `timestamptz` column, a build time) as "Nov 25, 2026, 11:30 PM" in the admin's locale and time
 * zone: the admin area's one date-and-time format. A calendar day is shared-ui's `formatDay`.
 */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
