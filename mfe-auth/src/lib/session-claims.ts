import type { Session, SupabaseClient } from '@supabase/supabase-js';

/** How the session this page runs in began: a reset link, or an admin's invitation (the client's first password). */
export type LinkKind = 'recovery' | 'invite';

/**
 * Which link opened the session: the auth server records how a session began in the access token's `amr` claim
 * (method "recovery" for a password-reset link, "invite" for an admin's invitation), which survives token refreshes.
 * The claims are read as `auth.getClaims()` verified them (the signature checked against the JWKS, or the token
 * checked by the auth server for a shared-secret key); a token it refuses (tampered with, forged, expired), or
 * cannot verify now, opened neither: null.
 */
export async function verifiedLinkKind(auth: Pick<SupabaseClient['auth'], 'getClaims'>, session: Session): Promise<LinkKind | null> {
  const methods = await verifiedMethods(auth, session.access_token);
  if (methods.includes('recovery')) return 'recovery';
  return methods.includes('invite') ? 'invite' : null;
}

async function verifiedMethods(auth: Pick<SupabaseClient['auth'], 'getClaims'>, token: string): Promise<string[]> {
  try {
    const { data } = await auth.getClaims(token);
    // GoTrue writes `{ method, timestamp }` entries; RFC 8176 plain strings are read too.
    return (data?.claims.amr ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.method));
  } catch {
    // auth-js rethrows what is not an auth error (a key it cannot import), or every error with throwOnError.
    return [];
  }
}
