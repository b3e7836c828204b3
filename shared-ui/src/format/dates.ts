import { onFirstUse } from './on-first-use';

const dayFormat = onFirstUse(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }));

/** A `YYYY-MM-DD` date column as "Nov 1, 2026" (read as a calendar day, never shifted by the time zone). */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat().format(date);
}

const momentFormat = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));

/** A moment (a `timestamptz` column, a build time) as "Nov 25, 2026, 8:15 PM" in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : momentFormat().format(date);
}
