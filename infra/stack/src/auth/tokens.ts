import crypto from 'node:crypto';

/** An unguessable token for links and refresh tokens (URL safe). */
export function randomToken(bytes = 24): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a leaked table cannot sign anybody in. */
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** RFC 7636: does the verifier match the stored challenge? */
export function pkceMatches(verifier: string, challenge: string, method: string): boolean {
  const computed = method === 'plain' ? verifier : crypto.createHash('sha256').update(verifier).digest('base64url');
  const a = Buffer.from(computed);
  const b = Buffer.from(challenge);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
