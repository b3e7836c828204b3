import { JwtError, verifyJwt, type JwtClaims, type JwtKey } from '../jwt';

export type TokenCheck = { ok: true; claims: JwtClaims & { role: string; exp: number } } | { ok: false; code: string; message: string };

const now = () => Math.floor(Date.now() / 1000);

function expiredSecondsAgo(token: string): number {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp?: number };
    return Math.max(0, now() - Number(claims.exp));
  } catch {
    return 0;
  }
}

/**
 * Checks a channel's access token as Realtime's ChannelsAuthorization does, with its codes and messages
 * (they reach the client as `"<code>: <message>"`): a JWT signed with the project's secret, with `role` and `exp`.
 */
export function checkToken(token: unknown, secret: JwtKey): TokenCheck {
  if (typeof token !== 'string' || token.split('.').length !== 3) {
    return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  }
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, secret);
  } catch (error) {
    if (error instanceof JwtError && error.reason === 'expired') {
      return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${expiredSecondsAgo(token)} seconds ago` };
    }
    if (error instanceof JwtError && /signature/i.test(error.message)) {
      return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
    }
    return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  }
  return { ok: true, claims: claims as JwtClaims & { role: string; exp: number } };
}

/** Milliseconds until the token should be confirmed again: every 5 minutes, or when it expires if sooner (as Realtime). */
export function confirmDelayMs(claims: { exp: number }): number {
  return Math.max(0, Math.min(5 * 60_000, (claims.exp - now()) * 1000));
}
