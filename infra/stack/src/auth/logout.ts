import type { ApiRequest, ApiResponse } from '../http/types';
import { requireUser } from './caller';
import type { AuthDeps } from './deps';
import { API_VERSION, API_VERSION_HEADER, badRequest } from './errors';

/** POST /logout?scope=global|local|others: ends sessions (their refresh tokens go with them); 204. */
export async function logout({ ctx }: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const scope = req.url.searchParams.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  const { user, sessionId } = await requireUser(ctx, req);
  let ended: { id: string }[] = [];
  if (scope === 'global' || !sessionId) {
    if (scope !== 'others')
      ended = (await ctx.db.query<{ id: string }>(`delete from auth.sessions where user_id = $1::uuid returning id::text`, [user.id])).rows;
  } else if (scope === 'local') {
    ended = (await ctx.db.query<{ id: string }>(`delete from auth.sessions where id = $1::uuid returning id::text`, [sessionId])).rows;
  } else {
    ended = (
      await ctx.db.query<{ id: string }>(`delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid returning id::text`, [
        user.id,
        sessionId,
      ])
    ).rows;
  }
  // The signed-out sessions' Realtime channels end now (hosted Realtime waits for the token's expiry: docs/deploy.md).
  ctx.sessionsEnded?.(ended.map((r) => r.id));
  return { status: 204, headers: { [API_VERSION_HEADER]: API_VERSION } };
}
