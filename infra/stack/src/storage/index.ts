import type { StackContext } from '../context';
import type { ApiRequest, ApiResponse, Handler } from '../http/types';
import type { StorageDeps } from './deps';
import { ObjectDisk } from './disk';
import { StorageError, errors } from './errors';
import { globalFileSizeLimit } from './limits';
import { createResumableUploads } from './resumable';
import { routeStorage } from './routes';
import { STORAGE_SECURITY_HEADERS } from './serve-headers';

/**
 * `/storage/v1`: a storage-api work-alike. Object rows live in storage.objects and every caller
 * operation runs in a per-request transaction under the caller's role, so RLS decides; the bytes live
 * under `<dataDir>/storage/<bucket>/<name>`.
 */
export async function createStorageService(ctx: StackContext): Promise<Handler> {
  const deps: StorageDeps = { ctx, disk: new ObjectDisk(ctx.config.dataDir), globalLimit: globalFileSizeLimit() };
  deps.resumable = createResumableUploads(deps);
  const answer = async (req: ApiRequest): Promise<ApiResponse> => {
    try {
      return await routeStorage(deps, req);
    } catch (error) {
      if (error instanceof StorageError) return error.toResponse();
      process.stderr.write(`storage: ${req.method} ${req.url.pathname}: ${(error as Error).stack ?? String(error)}\n`);
      return errors.internal().toResponse();
    }
  };
  // Every answer, objects and errors alike, is inert if a browser opens it in the API's origin.
  return async (req) => {
    const response = await answer(req);
    return { ...response, headers: { ...(response.headers ?? {}), ...STORAGE_SECURITY_HEADERS } };
  };
}
