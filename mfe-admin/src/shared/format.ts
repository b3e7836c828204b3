const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A `date` column (YYYY-MM-DD) as a local date, without shifting it across time zones. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return dateFormat.format(new Date(year, month - 1, date));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

