import { headersForSql, type RequestScope } from '../db/request-transaction';
import { requestClaims, type ApiRole } from '../http/request-claims';
import type { ApiRequest } from '../http/types';
import type { JwtClaims, JwtConfig } from '../jwt';
import { errors } from './errors';

export interface Caller {
  role: ApiRole;
  claims: JwtClaims;
  /** auth.uid() as storage-api records it in objects.owner (a uuid) and owner_id (text). */
  owner: string | null;
  ownerId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The verified caller; a bad or expired token is refused as storage-api refuses it (AccessDenied, HTTP 400). */
export function callerOf(req: ApiRequest, config: JwtConfig): Caller {
  const result = requestClaims(req, config);
  if (!result.ok) {
    const message =
      result.reason === 'expired'
        ? 'jwt expired'
        : result.reason === 'missing'
          ? 'jwt must be provided'
          : result.reason === 'role'
            ? result.message
            : /signature/i.test(result.message)
              ? 'invalid signature'
              : 'jwt malformed';
    throw errors.accessDenied(message);
  }
  const sub = typeof result.claims.sub === 'string' ? result.claims.sub : null;
  return { role: result.role, claims: result.claims, owner: sub && UUID.test(sub) ? sub : null, ownerId: sub };
}

/** The per-request transaction scope: the caller's role and claims, so RLS on storage.objects decides. */
export function scopeOf(req: ApiRequest, caller: Caller, readOnly = false): RequestScope {
  return {
    role: caller.role,
    claims: caller.claims,
    method: req.method,
    path: req.url.pathname,
    headers: headersForSql(req.headers),
    readOnly,
  };
}
