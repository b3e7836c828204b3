import { inRequestTransaction } from '../db/request-transaction';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { callerOf, scopeOf } from './caller';
import { jsonBody, type StorageDeps } from './deps';
import { errors, fromDbError } from './errors';
import { isObjectName } from './keys';
import { OBJECT_COLUMNS, type ObjectRow } from './sql';

/** Deletes rows under the caller's role (RLS: DELETE and SELECT), then, once committed, their bytes. */
async function deleteRows(deps: StorageDeps, req: ApiRequest, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const caller = callerOf(req, deps.ctx.config);
  let deleted: ObjectRow[];
  try {
    deleted = await inRequestTransaction(
      deps.ctx.apiDb,
      scopeOf(req, caller),
      async (tx) =>
        (
          await tx.query<ObjectRow>(
            `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
            [bucket, names],
          )
        ).rows,
    );
  } catch (error) {
    throw fromDbError(error);
  }
  for (const row of deleted) await deps.disk.remove(row.bucket_id, row.name);
  return deleted;
}

/** DELETE /object/{bucket} {prefixes}: the deleted objects; missing or forbidden ones are skipped. */
export async function removeObjects(deps: StorageDeps, req: ApiRequest, bucket: string): Promise<ApiResponse> {
  const { prefixes } = jsonBody(req);
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000 || prefixes.some((p) => typeof p !== 'string')) {
    throw errors.invalidRequest('prefixes must be an array of 1 to 1000 object names');
  }
  const names = (prefixes as string[]).filter(isObjectName);
  return json(200, names.length ? await deleteRows(deps, req, bucket, names) : []);
}

/** DELETE /object/{bucket}/{name}: one object, NoSuchKey when missing or not the caller's to delete. */
export async function removeObject(deps: StorageDeps, req: ApiRequest, bucket: string, name: string): Promise<ApiResponse> {
  const deleted = await deleteRows(deps, req, bucket, [name]);
  if (deleted.length === 0) throw errors.noSuchKey();
  return json(200, { message: 'Successfully deleted' });
}
