import crypto from 'node:crypto';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number; iat?: number };

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const signature = crypto.createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

export class JwtError extends Error {
  constructor(readonly reason: 'invalid' | 'expired', message: string) {
    super(message);
  }
}

/** Verifies an HS256 token and its expiry; throws JwtError. */
export function verifyJwt(token: string, secret: string, now = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('invalid', 'Expected 3 parts in JWT; got ' + parts.length);
  const [header, body, signature] = parts;
  let parsedHeader: { alg?: string };
  let claims: JwtClaims;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('invalid', 'JWT cannot be decoded');
  }
  if (parsedHeader.alg !== 'HS256') throw new JwtError('invalid', 'JWT algorithm not supported');
  const expected = crypto.createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw new JwtError('invalid', 'JWSError JWSInvalidSignature');
  }
  if (claims === null || typeof claims !== 'object' || Array.isArray(claims)) throw new JwtError('invalid', 'JWT claims are not an object');
  if (typeof claims.exp === 'number' && claims.exp <= now) throw new JwtError('expired', 'JWT expired');
  return claims;
}

/**
 * The anon and service-role API keys, signed with the secret with the Supabase CLI's claims
 * (`{"iss":"supabase-demo","role":...,"exp":1983812996}`, 2032): with the demo secret they are the CLI's
 * published keys; with any other secret, keys only its holder can make.
 */
export function deriveApiKeys(secret: string): { anonKey: string; serviceKey: string } {
  const key = (role: string) => signJwt({ iss: 'supabase-demo', role, exp: 1983812996 }, secret);
  return { anonKey: key('anon'), serviceKey: key('service_role') };
}
