import { inRequestTransaction } from '../db/request-transaction';
import type { Db, Queryable } from '../db/types';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { callerOf, scopeOf } from './caller';
import { jsonBody, type StorageDeps } from './deps';
import { errors, fromDbError } from './errors';
import { checkBucketId } from './keys';
import { parseSize } from './limits';
import { BUCKET_COLUMNS, type BucketRow } from './sql';

/** A bucket read with the server's own rights: storage-api checks limits and `public` this way. */
export async function findBucket(db: Db, id: string): Promise<BucketRow | undefined> {
  const { rows } = await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  return rows[0];
}

export async function requireBucket(db: Db, id: string): Promise<BucketRow> {
  const bucket = await findBucket(db, id);
  if (!bucket) throw errors.noSuchBucket();
  return bucket;
}

/**
 * A bucket as storage-api answers it: `GET /bucket/:id` sends id, name, owner, public, the limits and the
 * timestamps; `GET /bucket` adds `type`. `owner` is the owner's uuid or `""` (storage-api's serializer
 * writes a null string column so); `owner_id` is not sent.
 */
function render(row: BucketRow, withType: boolean) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    ...(withType ? { type: 'STANDARD' } : {}),
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const BUCKET_SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

/** `?limit=&offset=&sortColumn=&sortOrder=&search=` of `GET /bucket` (storage-js `listBuckets(options)`), as storage-api reads them. */
function bucketListQuery(req: ApiRequest): { sql: string; params: unknown[] } {
  const query = req.url.searchParams;
  const params: unknown[] = [];
  const where: string[] = [];
  const search = query.get('search');
  if (search) {
    params.push(search);
    where.push(`strpos(lower(name), lower($${params.length})) > 0`);
  }
  const column = query.get('sortColumn');
  if (column !== null && !BUCKET_SORT_COLUMNS.has(column))
    throw errors.invalidRequest('querystring/sortColumn must be equal to one of the allowed values');
  const order = query.get('sortOrder');
  if (order !== null && order !== 'asc' && order !== 'desc')
    throw errors.invalidRequest('querystring/sortOrder must be equal to one of the allowed values');
  let sql = `select ${BUCKET_COLUMNS} from storage.buckets${where.length ? ` where ${where.join(' and ')}` : ''}`;
  sql += column
    ? ` order by ${column === 'name' || column === 'id' ? `${column} collate "C"` : column} ${order ?? 'asc'}`
    : ' order by name collate "C"';
  for (const [name, min] of [
    ['limit', 1],
    ['offset', 0],
  ] as const) {
    const value = query.get(name);
    if (value === null) continue;
    if (!/^\d{1,9}$/.test(value) || Number(value) < min) throw errors.invalidRequest(`querystring/${name} must be integer >= ${min}`);
    params.push(Number(value));
    sql += ` ${name} $${params.length}`;
  }
  return { sql, params };
}

function mimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !/^[\w.+-]+\/[\w.+*-]+$/.test(v))) {
    throw errors.invalidRequest('allowed_mime_types must be an array of mime types');
  }
  return value as string[];
}

function publicFlag(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw errors.invalidRequest('public must be boolean');
  return value;
}

/** Runs a bucket statement under the caller's role: RLS on storage.buckets decides (the service role bypasses it). */
async function asCaller<T>(deps: StorageDeps, req: ApiRequest, fn: (tx: Queryable) => Promise<T>, readOnly = false): Promise<T> {
  const caller = callerOf(req, deps.ctx.config);
  try {
    return await inRequestTransaction(deps.ctx.apiDb, scopeOf(req, caller, readOnly), fn);
  } catch (error) {
    const mapped = fromDbError(error);
    throw mapped.code === 'KeyAlreadyExists' ? errors.bucketAlreadyExists() : mapped;
  }
}

export async function createBucket(deps: StorageDeps, req: ApiRequest): Promise<ApiResponse> {
  const body = jsonBody(req);
  const id = checkBucketId(body.id ?? body.name);
  const name = body.name === undefined ? id : checkBucketId(body.name);
  const caller = callerOf(req, deps.ctx.config);
  await asCaller(deps, req, (tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3::uuid, $4, $5, $6, $7)`,
      [
        id,
        name,
        caller.owner,
        caller.ownerId,
        publicFlag(body.public) ?? false,
        parseSize(body.file_size_limit) ?? null,
        mimeTypes(body.allowed_mime_types) ?? null,
      ],
    ),
  );
  return json(200, { name: id });
}

export async function listBuckets(deps: StorageDeps, req: ApiRequest): Promise<ApiResponse> {
  const { sql, params } = bucketListQuery(req);
  const rows = await asCaller(deps, req, async (tx) => (await tx.query<BucketRow>(sql, params)).rows, true);
  return json(
    200,
    rows.map((row) => render(row, true)),
  );
}

export async function getBucket(deps: StorageDeps, req: ApiRequest, id: string): Promise<ApiResponse> {
  const rows = await asCaller(
    deps,
    req,
    async (tx) => (await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows,
    true,
  );
  if (!rows[0]) throw errors.noSuchBucket();
  return json(200, render(rows[0], false));
}

export async function updateBucket(deps: StorageDeps, req: ApiRequest, id: string): Promise<ApiResponse> {
  const body = jsonBody(req);
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  const isPublic = publicFlag(body.public);
  if (isPublic !== undefined) set('public', isPublic);
  if (body.file_size_limit !== undefined) set('file_size_limit', parseSize(body.file_size_limit) ?? null);
  const allowed = mimeTypes(body.allowed_mime_types);
  if (allowed !== undefined) set('allowed_mime_types', allowed);
  sets.push('updated_at = now()');
  const { affectedRows } = await asCaller(deps, req, (tx) =>
    tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, params),
  );
  if (affectedRows === 0) throw errors.noSuchBucket();
  return json(200, { message: 'Successfully updated' });
}

export async function deleteBucket(deps: StorageDeps, req: ApiRequest, id: string): Promise<ApiResponse> {
  const { rows } = await deps.ctx.db.query(`select 1 from storage.objects where bucket_id = $1 limit 1`, [id]);
  if (rows.length > 0) throw errors.bucketNotEmpty();
  const { affectedRows } = await asCaller(deps, req, (tx) => tx.query(`delete from storage.buckets where id = $1`, [id]));
  if (affectedRows === 0) throw errors.noSuchBucket();
  await deps.disk.removeBucket(id);
  return json(200, { message: 'Successfully deleted' });
}

/**
 * POST /bucket/{id}/empty, as storage-api rules it: the service role only (any other role: 403 "Access
 * denied: Invalid role"), a bucket that exists (404). Its answer is storage-api's word for word; the
 * stack empties the bucket before it answers (storage-api queues the work).
 */
export async function emptyBucket(deps: StorageDeps, req: ApiRequest, id: string): Promise<ApiResponse> {
  const caller = callerOf(req, deps.ctx.config);
  if (caller.role !== 'service_role') throw errors.invalidRole();
  await requireBucket(deps.ctx.db, id);
  const { rows: deleted } = await deps.ctx.db.query<{ name: string }>(`delete from storage.objects where bucket_id = $1 returning name`, [
    id,
  ]);
  // Bytes go only once the row deletes are committed.
  for (const row of deleted) await deps.disk.remove(id, row.name);
  return json(200, { message: EMPTY_BUCKET_MESSAGE });
}

/** storage-api's answer to an accepted `empty`. */
export const EMPTY_BUCKET_MESSAGE = 'Empty bucket has been queued. Completion may take up to an hour.';
