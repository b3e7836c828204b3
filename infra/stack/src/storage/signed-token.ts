import { JwtError, signJwt, verifyJwt, type JwtClaims } from '../jwt';
import type { StorageDeps } from './deps';
import { errors } from './errors';

/** What a signed URL's token allows: reading the object (`/object/sign`, `/render/image/sign`) or writing it once (`/object/upload/sign`). */
export type SignedScope = 'download' | 'upload';

/** A signed URL's token as storage-api signs it: `{url: "<bucket>/<name>", scope, ...claims, iat, exp}` with the project's secret. */
export function signObjectToken(deps: StorageDeps, claims: JwtClaims & { url: string; scope: SignedScope }, expiresIn: number): string {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ ...claims, iat, exp: iat + expiresIn }, deps.ctx.config.jwtSecret);
}

/** Whether the claims are a token for this scope (tokens from before scopes: an upload token is the one with `upsert`). */
function hasScope(claims: JwtClaims, scope: SignedScope): boolean {
  if (claims.scope !== undefined) return claims.scope === scope;
  return scope === 'upload' ? 'upsert' in claims : !('upsert' in claims);
}

/**
 * The claims of a signed URL's `?token=` for `<bucket>/<name>` and this scope (storage-api's
 * `verifyObjectSignature`): signed with the project's secret, not expired, for this very path and action.
 * An access token or an API key (they carry a `role`) is never a signed URL's token.
 */
export function verifyObjectToken(deps: StorageDeps, token: string | null, bucket: string, name: string, scope: SignedScope): JwtClaims {
  if (!token) throw errors.invalidRequest("querystring must have required property 'token'");
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, deps.ctx.config.jwtSecret);
  } catch (error) {
    if (error instanceof JwtError) throw errors.invalidJwt(error.reason === 'expired' ? 'jwt expired' : 'invalid signature');
    throw error;
  }
  if (claims.role !== undefined) throw errors.invalidSignature();
  if (!hasScope(claims, scope)) throw errors.invalidSignature(`Token is not scoped for ${scope}`);
  if (claims.url !== `${bucket}/${name}`) throw errors.invalidSignature();
  return claims;
}
