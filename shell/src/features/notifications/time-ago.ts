import { formatDateTime } from 'shared-ui';

// Made on first use: a page's first Intl formatter loads ICU's data (tens of ms of main thread), not the bell's import.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));

/** "just now", "5 minutes ago", "yesterday", then the date: when a notification came. */
export function timeAgo(iso: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return relative().format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative().format(hours, 'hour');
  const days = Math.round(hours / 24);
  if (Math.abs(days) < 7) return relative().format(days, 'day');
  return formatDateTime(iso);
}

export function fullTime(iso: string): string {
  return Number.isNaN(new Date(iso).getTime()) ? '' : formatDateTime(iso);
}
