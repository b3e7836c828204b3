import { inRequestTransaction } from '../db/request-transaction';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { callerOf, scopeOf } from './caller';
import { jsonBody, type StorageDeps } from './deps';
import { errors, fromDbError } from './errors';
import { iso } from './sql';

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

// One level below the prefix, as storage.search answers: sub-folders as entries with null id and
// timestamps, files with their metadata. Only rows the caller's SELECT policy admits take part.
const LIST_SQL = (column: string, order: string) => `
with visible as (
  select substr(name, char_length($2) + 1) as rest, id, metadata, updated_at, created_at, last_accessed_at
  from storage.objects
  where bucket_id = $1 and starts_with(name, $2) and char_length(name) > char_length($2)
    and starts_with(lower(substr(name, char_length($2) + 1)), lower($3))
), entries as (
  select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
         null::timestamptz as last_accessed_at, null::jsonb as metadata
  from visible where position('/' in rest) > 0
  group by 1
  union all
  select rest, id, updated_at, created_at, last_accessed_at, metadata from visible where position('/' in rest) = 0
)
select name, id, ${iso('updated_at')} as updated_at, ${iso('created_at')} as created_at,
       ${iso('last_accessed_at')} as last_accessed_at, metadata
from entries
order by ${column} ${order}, name collate "C" ${order}
limit $4 offset $5`;

function nonNegativeInt(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw errors.invalidRequest('limit and offset must be non-negative integers');
  return n;
}

/** POST /object/list/{bucket} {prefix, limit, offset, sortBy: {column, order}, search}. */
export async function listObjects(deps: StorageDeps, req: ApiRequest, bucket: string): Promise<ApiResponse> {
  const body = jsonBody(req);
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  const prefix = rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`;
  const search = typeof body.search === 'string' ? body.search : '';
  const limit = Math.min(nonNegativeInt(body.limit, 100), 1000);
  const offset = nonNegativeInt(body.offset, 0);
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const order = typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const sortExpr = column === 'name' ? 'name collate "C"' : column;
  const caller = callerOf(req, deps.ctx.config);
  try {
    const rows = await inRequestTransaction(
      deps.ctx.apiDb,
      scopeOf(req, caller, true),
      async (tx) => (await tx.query(LIST_SQL(sortExpr, order), [bucket, prefix, search, limit, offset])).rows,
    );
    return json(200, rows);
  } catch (error) {
    throw fromDbError(error);
  }
}
