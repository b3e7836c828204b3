import type { ApiRequest, ApiResponse } from '../http/types';
import { requireUser } from './caller';
import type { AuthDeps } from './deps';
import { API_VERSION, API_VERSION_HEADER, badRequest } from './errors';

/** POST /logout?scope=global|local|others: ends sessions (their refresh tokens go with them); 204. */
export async function logout({ ctx }: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const scope = req.url.searchParams.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  const { user, sessionId } = await requireUser(ctx, req);
  if (scope === 'global' || !sessionId) {
    if (scope !== 'others') await ctx.db.query(`delete from auth.sessions where user_id = $1::uuid`, [user.id]);
  } else if (scope === 'local') {
    await ctx.db.query(`delete from auth.sessions where id = $1::uuid`, [sessionId]);
  } else {
    await ctx.db.query(`delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid`, [user.id, sessionId]);
  }
  return { status: 204, headers: { [API_VERSION_HEADER]: API_VERSION } };
}
