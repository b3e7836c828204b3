/** The UTF-8 text of a base64url (or base64) string; throws on bad input. */
export function decodeBase64Url(encoded: string): string {
  const base64 = encoded
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(encoded.length / 4) * 4, '=');
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
}

/**
 * The payload of a JWT, unverified (the server verified it; the portal only reads how it was issued, e.g. the
 * role or the sign-in method). Null for anything that is not a JWT with a JSON object payload.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(part));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
