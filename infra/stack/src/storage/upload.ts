import crypto from 'node:crypto';
import { header, json, type ApiRequest, type ApiResponse } from '../http/types';
import { requireBucket } from './buckets';
import { callerOf } from './caller';
import type { StorageDeps } from './deps';
import { checkUploadLimits } from './limits';
import { storeObject, type WriteMode } from './object-write';
import type { ObjectMetadata } from './sql';
import { readUploadBody } from './upload-body';

/** The metadata storage-api keeps on an uploaded object's row (md5 ETag, size, type, cache-control...). */
export function uploadMetadata(bytes: Buffer, mimetype: string, cacheControl: string): ObjectMetadata {
  return {
    eTag: `"${crypto.createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.length,
    mimetype,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: bytes.length,
    httpStatusCode: 200,
  };
}

/** The metadata of the row a permission probe writes (and rolls back) before any bytes arrive: an empty object. */
export function probeMetadata(): ObjectMetadata {
  return {
    eTag: '""',
    size: 0,
    mimetype: 'application/octet-stream',
    cacheControl: 'no-cache',
    lastModified: new Date().toISOString(),
    contentLength: 0,
    httpStatusCode: 200,
  };
}

/**
 * POST (create; `x-upsert: true` replaces) and PUT (replace) of `/object/{bucket}/{name}`. The row is
 * written under the caller's role, so RLS decides: INSERT for a new object, INSERT+SELECT+UPDATE for an
 * upsert, SELECT+UPDATE for an update. The bytes go to a temporary file first and are moved into place
 * inside the transaction, after the row statement has taken its lock.
 */
export async function uploadObject(deps: StorageDeps, req: ApiRequest, bucketId: string, name: string): Promise<ApiResponse> {
  const caller = callerOf(req, deps.ctx.config);
  const bucket = await requireBucket(deps.ctx.db, bucketId);
  const body = await readUploadBody(req);
  const mimetype = checkUploadLimits(body.bytes.length, body.mimeType, bucket, deps.globalLimit);

  const metadata = uploadMetadata(body.bytes, mimetype, body.cacheControl);
  const mode: WriteMode = req.method === 'PUT' ? 'update' : header(req, 'x-upsert') === 'true' ? 'upsert' : 'insert';
  const tmp = await deps.disk.writeTemp(body.bytes);
  const id = await storeObject(deps, req, caller, { bucketId, name, mode, metadata, userMetadata: body.userMetadata }, tmp);
  return json(200, { Id: id, Key: `${bucketId}/${name}` });
}
