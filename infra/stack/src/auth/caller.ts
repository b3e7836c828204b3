import type { StackContext } from '../context';
import { header, type ApiRequest } from '../http/types';
import { opaqueKeyRole } from '../api-keys';
import { JwtError, verifierOf, verifyJwt, type JwtClaims } from '../jwt';
import { AuthError, forbidden } from './errors';
import { findUserById, type UserRow } from './users';

export interface Caller {
  claims: JwtClaims;
  user: UserRow;
  sessionId?: string;
}

export function bearerToken(req: ApiRequest): string | undefined {
  return (
    header(req, 'authorization')
      ?.match(/^Bearer\s+(.+)$/i)?.[1]
      ?.trim() || undefined
  );
}

/** Verifies the Bearer token (HS256, expiry), as GoTrue's requireAuthentication does. */
export function bearerClaims(ctx: StackContext, req: ApiRequest): JwtClaims {
  const token = bearerToken(req);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  // A new opaque key stands for its role, as the gateway of hosted Supabase swaps it for a JWT.
  const opaqueRole = opaqueKeyRole(token, ctx.config.jwtSecret);
  if (opaqueRole) return { role: opaqueRole, iss: 'supabase' };
  try {
    return verifyJwt(token, verifierOf(ctx.config));
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    const detail = error.reason === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
  }
}

/** The signed-in user behind the Bearer token; the session it names must still exist. */
export async function requireUser(ctx: StackContext, req: ApiRequest): Promise<Caller> {
  const claims = bearerClaims(ctx, req);
  if (typeof claims.sub !== 'string' || claims.sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!/^[0-9a-f-]{36}$/i.test(claims.sub)) throw forbidden('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId) {
    const valid =
      /^[0-9a-f-]{36}$/i.test(sessionId) &&
      (await ctx.db.query(`select 1 from auth.sessions where id = $1::uuid`, [sessionId])).rows.length > 0;
    if (!valid) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user, sessionId };
}

/** Admin endpoints: only the service role (or supabase_admin) may call them. */
export function requireAdmin(ctx: StackContext, req: ApiRequest): void {
  const claims = bearerClaims(ctx, req);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw forbidden('not_admin', 'User not allowed');
}
