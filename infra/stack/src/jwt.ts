import crypto from 'node:crypto';
import type { JwtKeyring } from './signing-keys';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number; iat?: number };

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

/** What signs or verifies: the legacy shared secret (HS256 only), or the project's keys (src/signing-keys.ts). */
export type JwtKey = string | JwtKeyring;

/** The keys a service verifies with: the keyring when the config has one, else its secret. */
/** What a service needs to verify tokens: the legacy secret and, in a running stack, the keyring. */
export type JwtConfig = { jwtSecret: string; jwtKeys?: JwtKeyring };

export const verifierOf = (config: JwtConfig): JwtKey => config.jwtKeys ?? config.jwtSecret;

/**
 * Signs `claims`: HS256 with a secret (no kid), or with the keyring's signing key (ES256/RS256, its `kid` in the
 * header, as GoTrue's SignJWT).
 */
export function signJwt(claims: JwtClaims, key: JwtKey): string {
  if (typeof key !== 'string') {
    const signer = key.signer();
    const header = b64url(JSON.stringify(signer.kid ? { alg: signer.alg, kid: signer.kid, typ: 'JWT' } : { alg: signer.alg, typ: 'JWT' }));
    const body = b64url(JSON.stringify(claims));
    return `${header}.${body}.${signer.sign(`${header}.${body}`)}`;
  }
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const signature = crypto.createHmac('sha256', key).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

export class JwtError extends Error {
  constructor(
    readonly reason: 'invalid' | 'expired',
    message: string,
  ) {
    super(message);
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Decodes one part of a token, refusing anything but canonical, unpadded base64url (one token, one spelling). */
function decodePart(part: string): Buffer {
  if (!BASE64URL.test(part) || part.length % 4 === 1) throw new JwtError('invalid', 'JWT cannot be decoded');
  const bytes = Buffer.from(part, 'base64url');
  if (bytes.toString('base64url') !== part) throw new JwtError('invalid', 'JWT cannot be decoded');
  return bytes;
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(decodePart(part).toString('utf8'));
  } catch {
    throw new JwtError('invalid', 'JWT cannot be decoded');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const ALGS = ['HS256', 'ES256', 'RS256'];

/**
 * Verifies a token and its expiry; throws JwtError. Strict, as GoTrue and PostgREST are: three canonical
 * base64url parts, a JSON object header naming HS256 (or, with a keyring, ES256/RS256 and a known `kid`), a
 * JSON object payload whose `exp` (and `nbf`, `iat`), when present, are numbers.
 */
export function verifyJwt(token: string, key: JwtKey, now = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('invalid', 'Expected 3 parts in JWT; got ' + parts.length);
  const [header, body, signature] = parts;
  const parsedHeader = decodeJson(header);
  const claims = decodeJson(body);
  if (!isObject(parsedHeader) || typeof parsedHeader.alg !== 'string' || !ALGS.includes(parsedHeader.alg))
    throw new JwtError('invalid', 'JWT algorithm not supported');
  const given = decodePart(signature);
  if (typeof key === 'string') {
    if (parsedHeader.alg !== 'HS256') throw new JwtError('invalid', 'JWT algorithm not supported');
    const expected = crypto.createHmac('sha256', key).update(`${header}.${body}`).digest();
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      throw new JwtError('invalid', 'JWSError JWSInvalidSignature');
    }
  } else {
    const kid = typeof parsedHeader.kid === 'string' ? parsedHeader.kid : undefined;
    const checked = key.verifySignature(parsedHeader.alg, kid, `${header}.${body}`, given);
    if (checked === 'unknown') throw new JwtError('invalid', `JWSError JWSInvalidSignature: unrecognized JWT kid ${kid ?? ''}`);
    if (checked !== 'ok') throw new JwtError('invalid', 'JWSError JWSInvalidSignature');
  }
  if (!isObject(claims)) throw new JwtError('invalid', 'JWT claims are not an object');
  for (const name of ['exp', 'nbf', 'iat'] as const) {
    if (claims[name] !== undefined && (typeof claims[name] !== 'number' || !Number.isFinite(claims[name]))) {
      throw new JwtError('invalid', `JWT claim ${name} is not a number`);
    }
  }
  if (typeof claims.exp === 'number' && claims.exp <= now) throw new JwtError('expired', 'JWT expired');
  if (typeof claims.nbf === 'number' && claims.nbf > now + 30) throw new JwtError('invalid', 'JWT not valid yet');
  return claims as JwtClaims;
}
