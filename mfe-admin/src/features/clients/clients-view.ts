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

/** DECISIONS 1: the Password column never holds a password, only whether the client has one. */
export function passwordCell(hasPassword: boolean): string {
  return hasPassword ? '••••••••' : '-';
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
