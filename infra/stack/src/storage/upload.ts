import crypto from 'node:crypto';
import { inRequestTransaction } from '../db/request-transaction';
import { header, json, type ApiRequest, type ApiResponse } from '../http/types';
import { requireBucket } from './buckets';
import { callerOf, scopeOf } from './caller';
import type { StorageDeps } from './deps';
import { errors, fromDbError } from './errors';
import { checkUploadLimits } from './limits';
import type { ObjectMetadata } from './sql';
import { readUploadBody } from './upload-body';

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
  checkUploadLimits(body.bytes.length, body.mimeType, bucket, deps.globalLimit);

  const metadata: ObjectMetadata = {
    eTag: `"${crypto.createHash('md5').update(body.bytes).digest('hex')}"`,
    size: body.bytes.length,
    mimetype: body.mimeType,
    cacheControl: body.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: body.bytes.length,
    httpStatusCode: 200,
  };
  const mode = req.method === 'PUT' ? 'update' : header(req, 'x-upsert') === 'true' ? 'upsert' : 'insert';
  const id = crypto.randomUUID();
  const userMetadata = body.userMetadata ? JSON.stringify(body.userMetadata) : null;
  const params = [bucketId, name, caller.owner, caller.ownerId, JSON.stringify(metadata), userMetadata, crypto.randomUUID()];
  const tmp = await deps.disk.writeTemp(body.bytes);
  try {
    const objectId = await inRequestTransaction(deps.ctx.db, scopeOf(req, caller), async (tx) => {
      let result: string = id;
      if (mode === 'update') {
        const { affectedRows } = await tx.query(
          `update storage.objects set owner = $3::uuid, owner_id = $4, metadata = $5::jsonb, user_metadata = $6::jsonb, version = $7,
             updated_at = now(), last_accessed_at = now()
           where bucket_id = $1 and name = $2`,
          params,
        );
        if (affectedRows === 0) throw errors.noSuchKey();
      } else {
        // No RETURNING: a plain upload needs only INSERT rights, as on storage-api.
        await tx.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version, id)
           values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7, $8::uuid)
           ${mode === 'upsert' ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
             metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
             updated_at = now(), last_accessed_at = now()` : ''}`,
          [...params, id],
        );
      }
      if (mode !== 'insert') {
        const { rows } = await tx.query<{ id: string }>(`select id from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name]);
        result = rows[0]?.id ?? id;
      }
      await deps.disk.commit(tmp, bucketId, name);
      return result;
    });
    return json(200, { Id: objectId, Key: `${bucketId}/${name}` });
  } catch (error) {
    await deps.disk.discard(tmp);
    throw fromDbError(error);
  }
}
