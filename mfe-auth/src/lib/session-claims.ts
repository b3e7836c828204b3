import type { Session } from '@supabase/supabase-js';
import { decodeJwtPayload } from 'shared-ui';

/**
 * True when the session was opened by a password-reset link: the auth server records how a session
 * began in the access token's `amr` claim (method "recovery"), which survives token refreshes.
 */
export function isRecoverySession(session: Session | null): boolean {
  return sessionBeganWith(session, 'recovery');
}

/**
 * True when the session was opened by an admin's invitation link (GoTrue's `amr` method "invite"): the invited
 * client chooses their password here and stays signed in.
 */
export function isInviteSession(session: Session | null): boolean {
  return sessionBeganWith(session, 'invite');
}

function sessionBeganWith(session: Session | null, method: string): boolean {
  if (!session) return false;
  const amr = decodeJwtPayload(session.access_token)?.amr;
  return (
    Array.isArray(amr) &&
    amr.some((entry) => typeof entry === 'object' && entry !== null && (entry as { method?: unknown }).method === method)
  );
}
