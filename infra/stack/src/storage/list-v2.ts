import { inRequestTransaction } from '../db/request-transaction';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { callerOf, scopeOf } from './caller';
import { jsonBody, type StorageDeps } from './deps';
import { errors, fromDbError } from './errors';
import { iso } from './sql';

type SortColumn = 'name' | 'updated_at' | 'created_at';
type SortOrder = 'asc' | 'desc';

/** storage-api's continuation token: base64 of `l:<last name>\no:<order>\nc:<column>\na:<last sort value>` lines. */
interface Cursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

const CURSOR_PARTS: Record<string, keyof Cursor> = { l: 'startAfter', o: 'sortOrder', c: 'sortColumn', a: 'sortColumnAfter' };

function encodeCursor(cursor: Cursor): string {
  const lines = Object.entries(CURSOR_PARTS)
    .filter(([, field]) => cursor[field])
    .map(([key, field]) => `${key}:${cursor[field]}`);
  return Buffer.from(lines.join('\n')).toString('base64');
}

/** A cursor holds one object name (at most 1024 characters) and a few words: anything longer is not one. */
const MAX_CURSOR_LENGTH = 8 * 1024;

function decodeCursor(token: string): Cursor {
  if (token.length > MAX_CURSOR_LENGTH) throw errors.invalidParameter('continuation token');
  const cursor: Cursor = { startAfter: '', sortOrder: 'asc' };
  for (const part of Buffer.from(token, 'base64').toString().split('\n')) {
    const colon = part.indexOf(':');
    const field = colon === 1 ? CURSOR_PARTS[part[0]] : undefined;
    if (!field || /\s/.test(part[0])) throw errors.invalidParameter('continuation token');
    cursor[field] = part.slice(2);
  }
  return cursor;
}

interface Entry {
  name: string;
  is_folder: boolean;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: unknown;
  sort_at: string | null;
}

/**
 * One page of `storage.objects` below a prefix, under the caller's role (only rows the SELECT policy admits
 * take part), as storage-api's `search_v2` / `list_objects_with_delimiter` answer it:
 * - without a delimiter every object whose name starts with the prefix (a plain string prefix);
 * - with one, a name with a `/` after the prefix is a folder (`prefix` + the part up to that `/`), once;
 *   folders sort by that name plus `/` among the objects (bytewise, COLLATE "C"); sorted by a timestamp, a
 *   folder carries the earliest `created_at` of its objects as both timestamps.
 * Rows are ordered by (sort value, name) and start after the cursor's; one more row than the page is read to
 * know whether there is a next page.
 */
const PAGE_SQL = (delimited: boolean, column: SortColumn, order: SortOrder) => {
  const op = order === 'asc' ? '>' : '<';
  const byName = column === 'name';
  return `
with visible as (
  select name, id, metadata, updated_at, created_at, last_accessed_at,
         ${delimited ? `position('/' in substr(name, char_length($2) + 1))` : '0'} as slash
  from storage.objects
  where bucket_id = $1 and starts_with(name, $2)
), entries as (
  select left(name, char_length($2) + slash - 1) as name, true as is_folder, null::uuid as id, null::jsonb as metadata,
         ${byName ? 'null::timestamptz' : 'min(created_at)'} as updated_at, ${byName ? 'null::timestamptz' : 'min(created_at)'} as created_at,
         null::timestamptz as last_accessed_at
  from visible where slash > 0 group by 1
  union all
  select name, false, id, metadata, updated_at, created_at, last_accessed_at from visible where slash = 0
), keyed as (
  select *, case when is_folder then name || '/' else name end as sort_name,
         ${byName ? 'null::timestamptz' : `date_trunc('milliseconds', ${column})`} as sort_at
  from entries
), cursor as (
  -- The last entry of the page before: a folder when objects lie below it (then it sorts as its name plus '/').
  select case when $3::text is not null and exists (select 1 from visible where starts_with(name, $3 || '/')) then $3 || '/' else $3 end
         as sort_name, coalesce(nullif($4, '')::timestamptz, 'epoch'::timestamptz) as sort_at
)
select keyed.name, is_folder, id, metadata, ${iso('updated_at')} as updated_at, ${iso('created_at')} as created_at,
       ${iso('last_accessed_at')} as last_accessed_at, ${iso('keyed.sort_at')} as sort_at
from keyed, cursor
where $3::text is null or ${
    byName
      ? `keyed.sort_name collate "C" ${op} cursor.sort_name`
      : `row(coalesce(keyed.sort_at, 'epoch'::timestamptz), keyed.name collate "C") ${op} row(cursor.sort_at, $3::text collate "C")`
  }
order by ${byName ? `keyed.sort_name collate "C" ${order}` : `coalesce(keyed.sort_at, 'epoch'::timestamptz) ${order}, keyed.name collate "C" ${order}`}
limit $5`;
};

function limitOf(value: unknown): number {
  if (value === undefined || value === null) return 1000;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw errors.invalidRequest('body/limit must be integer >= 1');
  return Math.min(value, 1000);
}

function sortOf(value: unknown): { column?: SortColumn; order?: SortOrder } {
  if (value === undefined || value === null) return {};
  const sort = value as { column?: unknown; order?: unknown };
  if (typeof value !== 'object' || !['name', 'updated_at', 'created_at'].includes(String(sort.column)))
    throw errors.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
  if (sort.order !== undefined && sort.order !== 'asc' && sort.order !== 'desc')
    throw errors.invalidRequest('body/sortBy/order must be equal to one of the allowed values');
  return { column: sort.column as SortColumn, order: sort.order as SortOrder | undefined };
}

/**
 * POST /object/list-v2/{bucket} {prefix, limit, cursor, with_delimiter, sortBy} (storage-js `listV2`):
 * `{hasNext, nextCursor?, nextCursorKey?, folders, objects}` as storage-api answers, full names; folders
 * end with `/` and, with a delimiter, every entry has `key` (its name's part at the prefix's level).
 */
export async function listObjectsV2(deps: StorageDeps, req: ApiRequest, bucket: string): Promise<ApiResponse> {
  const body = jsonBody(req);
  if (body.prefix !== undefined && typeof body.prefix !== 'string') throw errors.invalidRequest('body/prefix must be string');
  if (body.cursor !== undefined && typeof body.cursor !== 'string') throw errors.invalidRequest('body/cursor must be string');
  if (body.with_delimiter !== undefined && typeof body.with_delimiter !== 'boolean')
    throw errors.invalidRequest('body/with_delimiter must be boolean');
  const prefix = (body.prefix as string | undefined) ?? '';
  const limit = limitOf(body.limit);
  const delimited = body.with_delimiter === true;
  const sort = sortOf(body.sortBy);
  const cursor = body.cursor ? decodeCursor(body.cursor as string) : undefined;
  const column: SortColumn = ((cursor?.sortColumn || sort.column) as SortColumn | undefined) ?? 'name';
  const order: SortOrder = (cursor?.sortOrder || sort.order) === 'desc' ? 'desc' : 'asc';
  if (!['name', 'updated_at', 'created_at'].includes(column)) throw errors.invalidParameter('continuation token');

  const caller = callerOf(req, deps.ctx.config);
  let rows: Entry[];
  try {
    rows = await inRequestTransaction(
      deps.ctx.apiDb,
      scopeOf(req, caller, true),
      async (tx) =>
        (
          await tx.query<Entry>(PAGE_SQL(delimited, column, order), [
            bucket,
            prefix,
            cursor ? cursor.startAfter : null,
            cursor?.sortColumnAfter ?? '',
            limit + 1,
          ])
        ).rows,
    );
  } catch (error) {
    throw fromDbError(error);
  }

  const hasNext = rows.length > limit;
  const page = rows.slice(0, limit);
  const level = prefix === '' ? 1 : prefix.split('/').length;
  const keyOf = (name: string) => name.split('/')[level - 1] ?? '';
  const folders = [];
  const objects = [];
  for (const row of page) {
    const common = {
      updated_at: row.updated_at,
      created_at: row.created_at,
      last_accessed_at: row.last_accessed_at,
      metadata: row.metadata,
    };
    if (row.is_folder) folders.push({ key: keyOf(row.name), name: `${row.name}/`, id: null, ...common });
    else objects.push({ ...(delimited ? { key: keyOf(row.name) } : {}), name: row.name, id: row.id, ...common });
  }
  const last = page[page.length - 1];
  const next = hasNext
    ? {
        nextCursor: encodeCursor({
          startAfter: last.name,
          sortOrder: cursor?.sortOrder || sort.order,
          sortColumn: cursor?.sortColumn || sort.column,
          sortColumnAfter: column !== 'name' && last.sort_at ? last.sort_at : undefined,
        }),
        nextCursorKey: last.name,
      }
    : {};
  return json(200, { hasNext, ...next, folders, objects });
}
