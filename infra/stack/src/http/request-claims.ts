import { opaqueKeyRole } from '../api-keys';
import { JwtError, verifierOf, verifyJwt, type JwtClaims, type JwtConfig } from '../jwt';
import { header, type ApiRequest } from './types';

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export type ClaimsResult =
  | { ok: true; role: ApiRole; claims: JwtClaims; token: string }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'role'; message: string };

/**
 * The caller's identity as PostgREST and storage-api derive it: the Bearer token, else the apikey
 * header; verified with the project's secret; its `role` claim picks the database role. A new
 * opaque key (`sb_publishable_`/`sb_secret_`) stands for the anon/service role, as the API gateway
 * of hosted Supabase swaps it for a JWT of that role.
 */
export function requestClaims(req: ApiRequest, config: JwtConfig): ClaimsResult {
  const authorization = header(req, 'authorization');
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  const token = bearer || header(req, 'apikey');
  if (!token) return { ok: false, reason: 'missing', message: 'No API key found in request' };
  const opaqueRole = opaqueKeyRole(token, config.jwtSecret);
  if (opaqueRole) return { ok: true, role: opaqueRole, claims: { role: opaqueRole, iss: 'supabase' }, token };
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, verifierOf(config));
  } catch (error) {
    if (error instanceof JwtError) return { ok: false, reason: error.reason, message: error.message };
    throw error;
  }
  // A signed URL's token (`{url, iat, exp}`, storage) or any other token without a role is no API key.
  if (claims.role === undefined || 'url' in claims)
    return { ok: false, reason: 'invalid', message: 'token is not an API key or access token' };
  const role = claims.role;
  if (!API_ROLES.includes(role as ApiRole)) return { ok: false, reason: 'role', message: `role "${String(role)}" does not exist` };
  return { ok: true, role: role as ApiRole, claims, token };
}
