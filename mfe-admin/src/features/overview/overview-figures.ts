import type { AdminOverview } from './api/overview-api';

export interface Figure {
  label: string;
  value: string;
}

/** The overview's headline figures, as shown on its cards. */
export function headlineFigures(overview: AdminOverview): Figure[] {
  return [
    { label: 'Clients', value: String(overview.clients) },
    { label: 'New this week', value: String(overview.new_this_week) },
    { label: 'New this month', value: String(overview.new_this_month) },
    { label: 'Average build-out completion', value: `${formatPercent(overview.average_completion)}` },
    { label: 'Open program requests', value: String(overview.open_requests) },
    { label: 'Open conversations', value: String(overview.open_conversations ?? 0) },
    { label: 'Median first response this week', value: formatDuration(overview.first_response_median_seconds ?? null) },
  ];
}

/** A response time as "45 s", "12 min", "3 h 5 min", "2 d 4 h"; "No replies yet" when there is none. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return 'No replies yet';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const min = Math.round(s / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 24) return min % 60 ? `${h} h ${min % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}

export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** "12 of 45 tasks · 2 overdue" for a client behind on their build-out. */
export function behindSummary(client: { completed: number; total: number; overdue: number }): string {
  const overdue = client.overdue > 0 ? ` · ${client.overdue} overdue` : '';
  return `${client.completed} of ${client.total} tasks${overdue}`;
}
