/** Calendar-day helpers on `YYYY-MM-DD` strings (the `date` columns), in the viewer's local time. */

/** Today's local date as `YYYY-MM-DD`. */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const dayNumber = (date: string): number => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The day after `date`, as `YYYY-MM-DD`. */
export function nextDay(date: string): string {
  const next = new Date((dayNumber(date) + 1) * 86_400_000);
  return next.toISOString().slice(0, 10);
}
