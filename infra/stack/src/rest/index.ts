import type { StackContext } from '../context';
import { reloadRoleTimeouts } from '../db/role-timeouts';
import type { Handler } from '../http/types';
import { ApiError } from './errors';
import { handleRequest } from './handle-request';
import { errorResponse } from './response';
import { SchemaCache } from './schema-cache';

export type RestHandler = Handler & {
  /** Re-reads the schema cache and the roles' statement timeouts (call after applying migrations to a running stack). */
  reload(): Promise<void>;
};

/** `/rest/v1`: a PostgREST work-alike over the `public` schema (see README.md beside this file). */
export async function createRestService(ctx: StackContext): Promise<RestHandler> {
  const cache = await SchemaCache.open(ctx.db, ctx.config.rest.schemas);
  const handler: Handler = async (req) => {
    try {
      return await handleRequest(ctx, cache, req);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && /^(E[A-Z]+|57P0[1-3])$/.test(code)) {
        // The database is unreachable or shutting down: PostgREST answers 503 (the client retries reads).
        return errorResponse(new ApiError(503, 'PGRST000', 'Database client error. Retrying the connection.'));
      }
      throw error;
    }
  };
  return Object.assign(handler, {
    reload: async () => {
      await cache.reload();
      await reloadRoleTimeouts(ctx.apiDb);
    },
  });
}
