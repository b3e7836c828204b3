import crypto from 'node:crypto';
import { inRequestTransaction } from '../db/request-transaction';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { callerOf, scopeOf } from './caller';
import { jsonBody, type StorageDeps } from './deps';
import { errors, fromDbError } from './errors';
import { checkBucketId, checkObjectName } from './keys';
import { requireBucket } from './buckets';
import { checkUploadLimits } from './limits';
import type { BucketRow, ObjectMetadata } from './sql';
import type { Queryable } from '../db/types';

function moveBody(req: ApiRequest) {
  const body = jsonBody(req);
  const bucket = checkBucketId(body.bucketId);
  return {
    bucket,
    source: checkObjectName(body.sourceKey),
    destBucket: body.destinationBucket === undefined || body.destinationBucket === null ? bucket : checkBucketId(body.destinationBucket),
    dest: checkObjectName(body.destinationKey),
  };
}

type Row = { metadata: ObjectMetadata | null; user_metadata: unknown };

/**
 * The source row under the caller's role (SELECT), checked against the destination bucket as an
 * upload there would be (its size limit and types): the metadata to write, with the type normalised.
 */
async function sourceFittingDestination(deps: StorageDeps, tx: Queryable, bucket: string, source: string, dest: BucketRow): Promise<Row> {
  const { rows } = await tx.query<Row>(`select metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2`, [
    bucket,
    source,
  ]);
  if (!rows[0]) throw errors.noSuchKey();
  const metadata = rows[0].metadata;
  const mimetype = checkUploadLimits(Number(metadata?.size ?? 0), metadata?.mimetype ?? 'application/octet-stream', dest, deps.globalLimit);
  return { ...rows[0], metadata: metadata ? { ...metadata, mimetype } : metadata };
}

/** POST /object/move: renames the row under RLS (SELECT+UPDATE on the source, the new row must pass), then the file. */
export async function moveObject(deps: StorageDeps, req: ApiRequest): Promise<ApiResponse> {
  const { bucket, source, destBucket, dest } = moveBody(req);
  const caller = callerOf(req, deps.ctx.config);
  const destination = await requireBucket(deps.ctx.db, destBucket);
  try {
    await inRequestTransaction(deps.ctx.apiDb, scopeOf(req, caller), async (tx) => {
      const { metadata } = await sourceFittingDestination(deps, tx, bucket, source, destination);
      const { affectedRows } = await tx.query(
        `update storage.objects set bucket_id = $3, name = $4, metadata = $5::jsonb, updated_at = now() where bucket_id = $1 and name = $2`,
        [bucket, source, destBucket, dest, JSON.stringify(metadata)],
      );
      if (affectedRows === 0) throw errors.noSuchKey();
      await deps.disk.copy(bucket, source, destBucket, dest);
    });
  } catch (error) {
    throw fromDbError(error);
  }
  await deps.disk.remove(bucket, source);
  return json(200, { message: 'Successfully moved' });
}

/** POST /object/copy: reads the source under RLS (SELECT) and inserts the copy (INSERT). */
export async function copyObject(deps: StorageDeps, req: ApiRequest): Promise<ApiResponse> {
  const { bucket, source, destBucket, dest } = moveBody(req);
  const caller = callerOf(req, deps.ctx.config);
  const id = crypto.randomUUID();
  const destination = await requireBucket(deps.ctx.db, destBucket);
  try {
    await inRequestTransaction(deps.ctx.apiDb, scopeOf(req, caller), async (tx) => {
      const rows = [await sourceFittingDestination(deps, tx, bucket, source, destination)];
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1::uuid, $2, $3, $4::uuid, $5, $6::jsonb, $7::jsonb, $8)`,
        [
          id,
          destBucket,
          dest,
          caller.owner,
          caller.ownerId,
          JSON.stringify(rows[0].metadata),
          rows[0].user_metadata === null ? null : JSON.stringify(rows[0].user_metadata),
          crypto.randomUUID(),
        ],
      );
      await deps.disk.copy(bucket, source, destBucket, dest);
    });
  } catch (error) {
    throw fromDbError(error);
  }
  return json(200, { Id: id, Key: `${destBucket}/${dest}` });
}
