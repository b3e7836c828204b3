import { formatDay, formatUsd } from 'shared-ui';
import type { AdminOverview, BehindClient } from './api/overview-api';

export interface Figure {
  label: string;
  value: string;
}

/** A client in one of the overview's columns: a link to their page and a line about them. */
export interface ClientLine {
  key: string;
  clientId: string;
  name: string | null;
  detail: string;
}

// The database types say a composite's every field may be null (Postgres allows it); get_admin_overview fills
// them all but the median first response, so a missing count reads as 0.
const count = (n: number | null) => String(n ?? 0);

/** The overview's headline figures, as shown on its cards. */
export function headlineFigures(overview: AdminOverview): Figure[] {
  return [
    { label: 'Clients', value: count(overview.clients) },
    { label: 'New this week', value: count(overview.new_this_week) },
    { label: 'New this month', value: count(overview.new_this_month) },
    { label: 'Average build-out completion', value: formatPercent(overview.average_completion ?? 0) },
    { label: 'Tasks to confirm', value: count(overview.to_confirm) },
    { label: 'Open program requests', value: count(overview.open_requests) },
    { label: 'Open conversations', value: count(overview.open_conversations) },
    { label: 'Median first response this week', value: formatDuration(overview.first_response_median_seconds) },
  ];
}

/** The clients furthest behind, each with how far (a row without a client links nowhere and is left out). */
export function behindLines(overview: AdminOverview): ClientLine[] {
  return (overview.behind ?? []).flatMap((c) =>
    c.id ? [{ key: c.id, clientId: c.id, name: c.name || c.email, detail: behindSummary(c) }] : [],
  );
}

/** The recent payments: what, how much ("Included" in the program) and when, each linking to who paid. */
export function paymentLines(overview: AdminOverview): ClientLine[] {
  return (overview.recent_payments ?? []).flatMap((p) =>
    p.id && p.user_id
      ? [
          {
            key: p.id,
            clientId: p.user_id,
            name: p.name || p.email,
            detail: `${p.description ?? ''} · ${p.included ? 'Included' : formatUsd(p.amount)} · ${p.date ? formatDay(p.date) : ''}`,
          },
        ]
      : [],
  );
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

/** "12 of 45 tasks · 2 overdue" for a client behind on their build-out (overdue: still theirs to do, never a submitted task). */
export function behindSummary(client: Pick<BehindClient, 'completed' | 'total' | 'overdue'>): string {
  const overdue = (client.overdue ?? 0) > 0 ? ` · ${client.overdue} overdue` : '';
  return `${client.completed ?? 0} of ${client.total ?? 0} tasks${overdue}`;
}
