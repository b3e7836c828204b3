import { inRequestTransaction } from '../db/request-transaction';
import { header, json, type ApiRequest, type ApiResponse } from '../http/types';
import { findBucket } from './buckets';
import { callerOf, scopeOf } from './caller';
import type { StorageDeps } from './deps';
import { errors, fromDbError } from './errors';
import { objectHeaders } from './serve-headers';
import { OBJECT_COLUMNS, type ObjectRow } from './sql';

const SELECT_OBJECT = `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`;

/** The object row as the caller sees it through RLS (SELECT policy), or NoSuchKey. */
export async function findObjectAsCaller(deps: StorageDeps, req: ApiRequest, bucket: string, name: string): Promise<ObjectRow> {
  const caller = callerOf(req, deps.ctx.config);
  let rows: ObjectRow[];
  try {
    rows = await inRequestTransaction(
      deps.ctx.apiDb,
      scopeOf(req, caller, true),
      async (tx) => (await tx.query<ObjectRow>(SELECT_OBJECT, [bucket, name])).rows,
    );
  } catch (error) {
    throw fromDbError(error);
  }
  if (!rows[0]) throw errors.noSuchKey();
  return rows[0];
}

/** The object row read with the server's own rights (public buckets and signed URLs). */
export async function findObjectAsServer(deps: StorageDeps, bucket: string, name: string): Promise<ObjectRow> {
  const { rows } = await deps.ctx.db.query<ObjectRow>(SELECT_OBJECT, [bucket, name]);
  if (!rows[0]) throw errors.noSuchKey();
  return rows[0];
}

/** A stored header value only when it is printable ASCII (rows may predate the checks on upload). */
const printable = (value: string | undefined) => (value !== undefined && /^[\x20-\x7e]*$/.test(value) ? value : undefined);

/** The bytes with the headers storage-api sends; 304 when If-None-Match already has this version. */
export async function serveObject(deps: StorageDeps, req: ApiRequest, row: ObjectRow): Promise<ApiResponse> {
  const bytes = await deps.disk.read(row.bucket_id, row.name);
  if (!bytes) throw errors.noSuchKey();
  const meta = row.metadata;
  const eTag = meta?.eTag ?? '';
  const headers: Record<string, string> = {
    ...objectHeaders(meta?.mimetype, row.name, req.url.searchParams.get('download')),
    'content-length': String(bytes.length),
    'cache-control': printable(meta?.cacheControl) ?? 'no-cache',
    'last-modified': new Date(meta?.lastModified ?? row.updated_at).toUTCString(),
    'accept-ranges': 'bytes',
  };
  if (eTag && printable(eTag)) headers.etag = eTag;
  if (eTag && header(req, 'if-none-match') === eTag) {
    delete headers['content-length'];
    return { status: 304, headers };
  }
  return { status: 200, headers, body: bytes };
}

/** GET/HEAD /object/{bucket}/{name} and /object/authenticated/...: needs a SELECT policy. */
export async function downloadObject(deps: StorageDeps, req: ApiRequest, bucket: string, name: string): Promise<ApiResponse> {
  return serveObject(deps, req, await findObjectAsCaller(deps, req, bucket, name));
}

/** GET/HEAD /object/public/{bucket}/{name}: no token needed, only for a public bucket. */
export async function downloadPublicObject(deps: StorageDeps, req: ApiRequest, bucket: string, name: string): Promise<ApiResponse> {
  const found = await findBucket(deps.ctx.db, bucket);
  if (!found || !found.public) throw errors.noSuchBucket();
  return serveObject(deps, req, await findObjectAsServer(deps, bucket, name));
}

function infoBody(row: ObjectRow) {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: row.metadata?.size ?? null,
    content_type: row.metadata?.mimetype ?? null,
    cache_control: row.metadata?.cacheControl ?? null,
    etag: row.metadata?.eTag ?? null,
    // storage-api answers `{}` for an object uploaded without user metadata.
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  };
}

/**
 * GET /object/info/{bucket}/{name} and /object/info/authenticated/...: the object's details (storage-js
 * `info()`). As storage-api: the bucket must exist; a public bucket's objects are read with the server's
 * rights, a private one's under the caller's role (RLS).
 */
export async function objectInfo(deps: StorageDeps, req: ApiRequest, bucket: string, name: string): Promise<ApiResponse> {
  callerOf(req, deps.ctx.config);
  const found = await findBucket(deps.ctx.db, bucket);
  if (!found) throw errors.noSuchBucket();
  const row = found.public ? await findObjectAsServer(deps, bucket, name) : await findObjectAsCaller(deps, req, bucket, name);
  return json(200, infoBody(row));
}

/** GET /object/info/public/{bucket}/{name}: no token needed, only for a public bucket. */
export async function publicObjectInfo(deps: StorageDeps, req: ApiRequest, bucket: string, name: string): Promise<ApiResponse> {
  const found = await findBucket(deps.ctx.db, bucket);
  if (!found || !found.public) throw errors.noSuchBucket();
  return json(200, infoBody(await findObjectAsServer(deps, bucket, name)));
}
