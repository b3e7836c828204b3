// The portal writes dates in en-US, by hand rather than with Intl.DateTimeFormat: a page's first DateTimeFormat loads
// ICU's calendar data (36-69 ms of main thread in Chromium on this machine, more on a slow laptop), which the home
// screen paid in its first render for its clock and due dates. The unit test holds each format to Intl's output.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const shortMonth = (month: number) => MONTHS[month].slice(0, 3);
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "8:15 PM", or with seconds "8:15:09 PM", in the viewer's time zone. */
function clockTime(date: Date, withSeconds: boolean): string {
  const hours = date.getHours();
  const seconds = withSeconds ? `:${twoDigits(date.getSeconds())}` : '';
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())}${seconds} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A `YYYY-MM-DD` date column as "Nov 1, 2026" (read as a calendar day, never shifted by the time zone). */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return `${shortMonth(date.getUTCMonth())} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A moment (a `timestamptz` column) as its day in the viewer's time zone: "Nov 25, 2026" (`formatDay` reads a date column). */
export function formatLocalDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${shortMonth(date.getMonth())} ${date.getDate()}, ${date.getFullYear()}`;
}

/** A moment (a `timestamptz` column, a build time) as "Nov 25, 2026, 8:15 PM" in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${shortMonth(date.getMonth())} ${date.getDate()}, ${date.getFullYear()}, ${clockTime(date, false)}`;
}

/** A day in full, in the viewer's time zone: "Saturday, November 28, 2026". */
export function formatLongDate(date: Date): string {
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** A clock's time with seconds, in the viewer's time zone: "10:45:09 PM". */
export function formatClockTime(date: Date): string {
  return clockTime(date, true);
}
