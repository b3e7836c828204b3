import type { SupabaseClient } from '@supabase/supabase-js';
import { needsSecondFactor, type SessionState } from 'shared-ui';
import { roleFromSession } from './role';

export interface SessionStore {
  get(): SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Resolves once the first session read has finished. */
  ready: Promise<void>;
}

/** Holds the session state of the page, fed by supabase-js (the only place the session lives). */
export function createSessionStore(supabase: SupabaseClient): SessionStore {
  let state: SessionState = { isLoading: true, session: null, user: null, role: null, needsSecondFactor: false };
  const listeners = new Set<(s: SessionState) => void>();

  const set = (session: SessionState['session']) => {
    const next: SessionState = {
      isLoading: false,
      session,
      user: session?.user ?? null,
      role: roleFromSession(session),
      needsSecondFactor: needsSecondFactor(session),
    };
    const same = !state.isLoading && state.session?.access_token === next.session?.access_token;
    state = next;
    if (!same) listeners.forEach((l) => l(state));
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
