import crypto from 'node:crypto';
import { inRequestTransaction } from '../db/request-transaction';
import type { Queryable } from '../db/types';
import type { ApiRequest } from '../http/types';
import { scopeOf, type Caller } from './caller';
import type { StorageDeps } from './deps';
import { errors, fromDbError } from './errors';
import type { ObjectMetadata } from './sql';

/** insert: a new object (409 when it exists); upsert: insert or replace (`x-upsert: true`); update: replace only. */
export type WriteMode = 'insert' | 'upsert' | 'update';

export interface ObjectWrite {
  bucketId: string;
  name: string;
  mode: WriteMode;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
}

/** The row statement of an upload, under the caller's role (RLS decides); returns the object's id. */
async function writeRow(tx: Queryable, caller: Caller, write: ObjectWrite): Promise<string> {
  const id = crypto.randomUUID();
  const params = [
    write.bucketId,
    write.name,
    caller.owner,
    caller.ownerId,
    JSON.stringify(write.metadata),
    write.userMetadata ? JSON.stringify(write.userMetadata) : null,
    crypto.randomUUID(),
  ];
  if (write.mode === 'update') {
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
       ${
         write.mode === 'upsert'
           ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
         metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
         updated_at = now(), last_accessed_at = now()`
           : ''
       }`,
      [...params, id],
    );
  }
  if (write.mode === 'insert') return id;
  const { rows } = await tx.query<{ id: string }>(`select id from storage.objects where bucket_id = $1 and name = $2`, [
    write.bucketId,
    write.name,
  ]);
  return rows[0]?.id ?? id;
}

/**
 * Stores an uploaded object: the row is written under the caller's role and the bytes (a temporary
 * file) are moved into place inside the same transaction, after the row statement has taken its lock.
 * The temporary file is removed when anything fails.
 */
export async function storeObject(deps: StorageDeps, req: ApiRequest, caller: Caller, write: ObjectWrite, tmp: string): Promise<string> {
  try {
    return await inRequestTransaction(deps.ctx.apiDb, scopeOf(req, caller), async (tx) => {
      const id = await writeRow(tx, caller, write);
      await deps.disk.commit(tmp, write.bucketId, write.name);
      return id;
    });
  } catch (error) {
    await deps.disk.discard(tmp);
    throw fromDbError(error);
  }
}

class RolledBack extends Error {}

/**
 * Whether the caller may write this object, asked before any byte is accepted (storage-api's
 * `canUpload`): the row statement runs under the caller's role and is rolled back.
 */
export async function checkCanWrite(deps: StorageDeps, req: ApiRequest, caller: Caller, write: ObjectWrite): Promise<void> {
  try {
    await inRequestTransaction(deps.ctx.apiDb, scopeOf(req, caller), async (tx) => {
      await writeRow(tx, caller, write);
      throw new RolledBack();
    });
  } catch (error) {
    if (error instanceof RolledBack) return;
    throw fromDbError(error);
  }
}
