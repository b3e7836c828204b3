/** The four sorts of spec 1 (value → label), newest first by default. */
export const CLIENT_SORTS = [
  { value: 'date_desc', label: 'Newest First' },
  { value: 'date_asc', label: 'Oldest First' },
  { value: 'email_asc', label: 'Email (A-Z)' },
  { value: 'email_desc', label: 'Email (Z-A)' },
] as const;

export type ClientSort = (typeof CLIENT_SORTS)[number]['value'];

export const DEFAULT_SORT: ClientSort = 'date_desc';
export const CLIENTS_PER_PAGE = 25;

/** What the Clients page shows; kept in the URL (`?sort=&page=&q=`) so a reload or a shared link shows the same view. */
export interface ClientsView {
  sort: ClientSort;
  page: number;
  search: string;
}

function isSort(value: string | null): value is ClientSort {
  return CLIENT_SORTS.some((s) => s.value === value);
}

/** Reads the view from the query string; anything unknown or malformed falls back to the default. */
export function readClientsView(params: URLSearchParams): ClientsView {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (params.get('q') ?? '').slice(0, 200),
  };
}

/** The query string of a view, defaults left out (`/clients` is the default view). */
export function writeClientsView(view: ClientsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.search.trim()) params.set('q', view.search.trim());
  return params;
}

export function pageCount(total: number, perPage = CLIENTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Build-out progress as the list shows it: "12/45" (tasks completed of the client's tasks). */
export function progressCell(completed: number, total: number): string {
  return total > 0 ? `${completed}/${total}` : '-';
}

const SHORT_PROGRAM: Record<string, string> = {
  'Standard Business Build-Out Program': 'Standard',
  'Advanced Business Build-Out Program': 'Advanced',
  'Enterprise Plan Business Build-Out Program': 'Enterprise',
};
const REQUEST_STATUS: Record<string, string> = { new: 'Requested', contacted: 'Contacted', closed: 'Closed' };

/** The client's program request in a few words ("Advanced · Contacted"), or "-" without one. */
export function programCell(program: string | null, status: string | null): string {
  if (!program) return '-';
  const name = SHORT_PROGRAM[program] ?? program;
  return status ? `${name} · ${REQUEST_STATUS[status] ?? status}` : name;
}

/** When the client was last seen, relative to `now` ("Today", "Yesterday", "3 days ago"), or "Never". */
export function lastSeenCell(at: string | null, now: Date = new Date()): string {
  if (!at) return 'Never';
  const then = new Date(at);
  if (Number.isNaN(then.getTime())) return '-';
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const days = Math.round((day(now) - day(then)) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return `${days} days ago`;
}

/** Spec 1: the Provider badge reads "email" when a password is present, otherwise "oauth". */
export function providerBadge(hasPassword: boolean): 'email' | 'oauth' {
  return hasPassword ? 'email' : 'oauth';
}

/** The direction arrow of the Created column for a sort. */
export function createdArrow(sort: ClientSort): '↓' | '↑' | '' {
  if (sort === 'date_desc') return '↓';
  if (sort === 'date_asc') return '↑';
  return '';
}
