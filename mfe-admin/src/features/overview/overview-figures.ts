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
  ];
}

export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** "12 of 45 tasks · 2 overdue" for a client behind on their build-out. */
export function behindSummary(client: { completed: number; total: number; overdue: number }): string {
  const overdue = client.overdue > 0 ? ` · ${client.overdue} overdue` : '';
  return `${client.completed} of ${client.total} tasks${overdue}`;
}
