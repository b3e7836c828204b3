import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { decodeJwtPayload, needsSecondFactorFromClaims, type SessionState } from 'shared-ui';
import { afterInteractive } from '../platform/after-interactive';
import { roleFromClaims } from './role';

export interface SessionStore {
  get(): SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Resolves once the first session read has finished. */
  ready: Promise<void>;
}

type Claims = { app_metadata?: unknown; aal?: unknown };
type Verified = { claims: Claims } | 'refused' | 'unreachable';

/**
 * The access token's claims as auth-js verified them (`getClaims()`: its signature checked in the browser against the
 * JWKS, fetched once and cached; a token of the legacy shared secret is checked by the server). A token it refuses
 * (forged, tampered with, expired, unknown to the server) is 'refused'; 'unreachable' when the keys could not be read.
 */
async function verify(supabase: SupabaseClient, session: Session): Promise<Verified> {
  try {
    const { data, error } = await supabase.auth.getClaims(session.access_token);
    if (data) return { claims: data.claims };
    return error?.name === 'AuthRetryableFetchError' ? 'unreachable' : 'refused';
  } catch {
    return 'unreachable';
  }
}

/**
 * Holds the session state of the page, fed by supabase-js (the only place the session lives). A stored session is
 * published at once with its token's claims as they decode (the first screen waits for nothing: auth-js's client
 * loads once the page is idle), then, once the page is idle, verified (`getClaims()`): a token auth-js refuses is
 * signed out here (the guard then sends the page to sign-in), and the verified claims replace the decoded ones.
 * While the keys cannot be read the decoded claims stand: what a session may do is the server's to decide (RLS).
 */
export function createSessionStore(supabase: SupabaseClient, options: { verifyAfter?: () => Promise<void> } = {}): SessionStore {
  const verifyAfter = options.verifyAfter ?? afterInteractive;
  let state: SessionState = { isLoading: true, session: null, user: null, role: null, needsSecondFactor: false };
  const listeners = new Set<(s: SessionState) => void>();
  let latest = 0;
  /** The access token whose claims were verified, and those claims. */
  let verifiedToken: string | null = null;
  let claims: Claims | null = null;

  const publish = (session: Session | null, of: Claims | null) => {
    const next: SessionState = {
      isLoading: false,
      session,
      user: session?.user ?? null,
      role: session && of ? roleFromClaims(of) : null,
      needsSecondFactor: !!of && needsSecondFactorFromClaims(session, of),
    };
    const same =
      !state.isLoading &&
      state.session?.access_token === next.session?.access_token &&
      state.role === next.role &&
      state.needsSecondFactor === next.needsSecondFactor;
    state = next;
    if (!same) listeners.forEach((l) => l(state));
  };

  const verifyLater = async (call: number, session: Session): Promise<void> => {
    await verifyAfter();
    if (call !== latest) return;
    const verified = await verify(supabase, session);
    if (call !== latest || verified === 'unreachable') return;
    if (verified === 'refused') {
      verifiedToken = null;
      claims = null;
      publish(null, null);
      await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
      return;
    }
    verifiedToken = session.access_token;
    claims = verified.claims;
    publish(session, claims);
  };

  const set = (session: Session | null): void => {
    const call = ++latest;
    if (!session) return publish(null, null);
    // The same token (an updated user, another tab's repeat): verified already.
    if (claims && verifiedToken === session.access_token) return publish(session, claims);
    publish(session, decodeJwtPayload(session.access_token) ?? {});
    void verifyLater(call, session);
  };

  const ready = supabase.auth.getSession().then(
    ({ data }) => set(data.session),
    () => set(null),
  );
  supabase.auth.onAuthStateChange((_event, session) => {
    // Fired synchronously inside supabase-js' auth lock: defer the listeners' own calls out of it.
    setTimeout(() => set(session), 0);
  });

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
  };
}
