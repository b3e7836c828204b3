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

/**
 * Verifies an HS256 token and its expiry; throws JwtError. Strict, as GoTrue and PostgREST are: three
 * canonical base64url parts, a JSON object header saying HS256, a JSON object payload whose `exp`
 * (and `nbf`, `iat`), when present, are numbers.
 */
export function verifyJwt(token: string, secret: string, now = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('invalid', 'Expected 3 parts in JWT; got ' + parts.length);
  const [header, body, signature] = parts;
  const parsedHeader = decodeJson(header);
  const claims = decodeJson(body);
  if (!isObject(parsedHeader) || parsedHeader.alg !== 'HS256') throw new JwtError('invalid', 'JWT algorithm not supported');
  const expected = crypto.createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = decodePart(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw new JwtError('invalid', 'JWSError JWSInvalidSignature');
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
