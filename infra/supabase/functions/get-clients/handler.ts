import { requireCaller } from '../_shared/caller.ts';
import { corsHeaders, jsonResponse } from '../_shared/http.ts';

export const SORTS = ['date_desc', 'date_asc', 'email_asc', 'email_desc'] as const;
export type ClientSort = (typeof SORTS)[number];

const text = (value: unknown): string | null => (value == null ? null : String(value));

/**
 * The response's columns of a row of `admin_list_clients`, each with how it is read. The response carries
 * these and nothing else (never a password: `has_password` only, nor `total_count`), and its type is derived
 * from them, so the list here is the contract (mfe-admin's `ClientListItem`).
 */
const CLIENT_COLUMNS = {
  id: String,
  name: text,
  email: text,
  phone: text,
  provider: text,
  role: String,
  created_at: String,
  has_password: Boolean,
  // Where the client stands (`admin_clients_standing`, issue 51): progress, program request, advisor, last seen.
  tasks_completed: Number,
  tasks_total: Number,
  program: text,
  program_status: text,
  advisor: text,
  last_seen_at: text,
} satisfies Record<string, (value: unknown) => unknown>;

export type ClientRow = { [C in keyof typeof CLIENT_COLUMNS]: ReturnType<(typeof CLIENT_COLUMNS)[C]> };

function toClientRow(row: Record<string, unknown>): ClientRow {
  const client: Record<string, unknown> = {};
  for (const [column, read] of Object.entries(CLIENT_COLUMNS)) client[column] = read(row[column]);
  return client as ClientRow;
}

/**
 * POST get-clients {sort?, page?, per_page?, search?} → {clients, total, page, per_page, sort, search}.
 * Admin only: the caller's token is verified by the auth server (401 otherwise), then goes to
 * public.admin_list_clients, which checks the role in the database, so a client gets 403 whatever the
 * request says. Passwords never leave the server:
 * `has_password` tells whether the client signs in with one. Each listed client comes with where they stand
 * (public.admin_clients_standing, admin-checked as well): tasks completed of their tasks, their program request,
 * advisor and last seen.
 */
export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST' && req.method !== 'GET') return jsonResponse(405, { error: 'Use POST' });
  const caller = await requireCaller(req);
  if (caller instanceof Response) return caller;

  const input = req.method === 'POST' ? ((await req.json().catch(() => ({}))) as Record<string, unknown>) : {};
  const sort = (input.sort ?? 'date_desc') as ClientSort;
  const page = Number(input.page ?? 1);
  const perPage = Number(input.per_page ?? 50);
  const search = input.search ?? null;
  if (!SORTS.includes(sort)) return jsonResponse(400, { error: `sort must be one of ${SORTS.join(', ')}` });
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > 1000) {
    return jsonResponse(400, { error: 'page must be 1 or more and per_page between 1 and 1000' });
  }
  if (search !== null && (typeof search !== 'string' || search.length > 200)) {
    return jsonResponse(400, { error: 'search must be text of at most 200 characters' });
  }

  const { data, error } = await caller.client.rpc('admin_list_clients', { sort, page, per_page: perPage, search });
  if (error) {
    if (error.code === '42501') return jsonResponse(403, { error: 'Only admins can list clients' });
    if (error.code === 'PGRST301' || error.code === 'PGRST303') return jsonResponse(401, { error: 'Sign in again' });
    return jsonResponse(500, { error: error.message });
  }
  const rows = (data ?? []) as Record<string, unknown>[];
  const ids = rows.map((r) => String(r.id));
  const standing = new Map<string, Record<string, unknown>>();
  if (ids.length > 0) {
    const extra = await caller.client.rpc('admin_clients_standing', { client_ids: ids });
    if (extra.error) return jsonResponse(extra.error.code === '42501' ? 403 : 500, { error: extra.error.message });
    for (const row of (extra.data ?? []) as Record<string, unknown>[]) standing.set(String(row.id), row);
  }
  const clients = rows.map((r) => toClientRow({ tasks_completed: 0, tasks_total: 0, ...standing.get(String(r.id)), ...r }));
  return jsonResponse(200, { clients, total: rows.length ? Number(rows[0].total_count) : 0, page, per_page: perPage, sort, search });
}
