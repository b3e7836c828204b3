import { header, json, type ApiRequest, type ApiResponse } from '../http/types';
import { isUuid } from '../http/uuid';
import { requireBucket } from './buckets';
import { callerOf, type Caller } from './caller';
import type { StorageDeps } from './deps';
import { checkUploadLimits } from './limits';
import { checkCanWrite, storeObject, type WriteMode } from './object-write';
import { signObjectToken, verifyObjectToken } from './signed-token';
import { probeMetadata, uploadMetadata } from './upload';
import { readUploadBody } from './upload-body';

/** How long a signed upload URL is valid: two hours, as on hosted Supabase (storage-js's documentation says so). */
export const SIGNED_UPLOAD_URL_SECONDS = 2 * 3600;

/**
 * POST /object/upload/sign/{bucket}/{name} (storage-js `createSignedUploadUrl`), as storage-api's
 * `signUploadObjectUrl`: the bucket must exist and the caller must be allowed to write the row now (RLS,
 * probed and rolled back; 409 when it exists and `x-upsert` is not `true`). The token carries the
 * caller as the object's owner and the upsert choice: `{owner, url, upsert, scope: "upload"}`.
 */
export async function createSignedUploadUrl(deps: StorageDeps, req: ApiRequest, bucket: string, name: string): Promise<ApiResponse> {
  const caller = callerOf(req, deps.ctx.config);
  await requireBucket(deps.ctx.db, bucket);
  const upsert = header(req, 'x-upsert') === 'true';
  const mode: WriteMode = upsert ? 'upsert' : 'insert';
  await checkCanWrite(deps, req, caller, { bucketId: bucket, name, mode, metadata: probeMetadata(), userMetadata: null });
  const url = `${bucket}/${name}`;
  const token = signObjectToken(
    deps,
    { ...(caller.ownerId ? { owner: caller.ownerId } : {}), url, upsert, scope: 'upload' },
    SIGNED_UPLOAD_URL_SECONDS,
  );
  return json(200, { url: `/object/upload/sign/${url}?token=${token}`, token });
}

/**
 * PUT /object/upload/sign/{bucket}/{name}?token= (storage-js `uploadToSignedUrl`): no API key needed, the
 * token is the authority. The bytes are checked against the bucket's limits like any upload, and the
 * row is written with the server's rights (storage-api's `asSuperUser`), owned by whoever signed the URL;
 * without upsert in the token an existing object is a 409, so the URL uploads once.
 */
export async function uploadToSignedUrl(deps: StorageDeps, req: ApiRequest, bucketId: string, name: string): Promise<ApiResponse> {
  const claims = verifyObjectToken(deps, req.url.searchParams.get('token'), bucketId, name, 'upload');
  const owner = typeof claims.owner === 'string' ? claims.owner : null;
  const bucket = await requireBucket(deps.ctx.db, bucketId);
  const body = await readUploadBody(req);
  const mimetype = checkUploadLimits(body.bytes.length, body.mimeType, bucket, deps.globalLimit);
  const metadata = uploadMetadata(body.bytes, mimetype, body.cacheControl);
  const server: Caller = {
    role: 'service_role',
    claims: { role: 'service_role', ...(owner ? { sub: owner } : {}) },
    owner: owner && isUuid(owner) ? owner : null,
    ownerId: owner,
  };
  const mode: WriteMode = claims.upsert === true ? 'upsert' : 'insert';
  const tmp = await deps.disk.writeTemp(body.bytes);
  await storeObject(deps, req, server, { bucketId, name, mode, metadata, userMetadata: body.userMetadata }, tmp);
  return json(200, { Key: `${bucketId}/${name}` });
}
