let format: Intl.DateTimeFormat | undefined;

/**
 * A moment (a `timestamptz` column) as its day in the viewer's time zone: "Nov 25, 2026". One formatter, made on
 * first use (toLocaleDateString with options builds one per call: a list of rows paid for each).
 */
export function localDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  format ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return format.format(date);
}
