const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A timestamp as local date and time in the browser's locale ("Nov 25, 2026, 3:04 PM"): when an automation was
 * last updated, when a request was made. shared-ui's `formatDay` is a calendar day (UTC, no time), which does not fit.
 */
export function formatDateTime(timestamp: string): string {
  return dateTime.format(new Date(timestamp));
}
