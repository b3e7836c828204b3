import type { Session } from '@supabase/supabase-js';

/** The payload of a JWT (no verification: the server already verified it; we only read how it was issued). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * True when the session was opened by a password-reset link: the auth server records how a session
 * began in the access token's `amr` claim (method "recovery"), which survives token refreshes.
 */
export function isRecoverySession(session: Session | null): boolean {
  if (!session) return false;
  const amr = decodeJwtPayload(session.access_token)?.amr;
  return Array.isArray(amr) && amr.some((entry) => typeof entry === 'object' && entry !== null && (entry as { method?: unknown }).method === 'recovery');
}
