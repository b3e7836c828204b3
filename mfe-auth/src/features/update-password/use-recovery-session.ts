import { useEffect, useState } from 'react';
import { usePlatform } from 'shared-ui';
import { isInviteSession, isRecoverySession } from '../../lib/session-claims';

/** How the session this page runs in began: a reset link, or an admin's invitation (the client's first password). */
export type LinkKind = 'recovery' | 'invite';

export type RecoveryState = { status: 'checking' } | { status: 'ready'; email: string; kind: LinkKind } | { status: 'invalid' };

/**
 * Whether this page runs in the recovery session a reset link opens (or the session an admin's invitation link opens). supabase-js takes the session
 * from the link's URL hash while the page loads (and emits PASSWORD_RECOVERY); the session's own
 * token says it was opened by a recovery link, so a reload or a later mount still recognises it.
 */
export function useRecoverySession(): RecoveryState {
  const { supabase } = usePlatform();
  const [state, setState] = useState<RecoveryState>({ status: 'checking' });
  useEffect(() => {
    let isLive = true;
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (event === 'PASSWORD_RECOVERY' && session?.user.email) setState({ status: 'ready', email: session.user.email, kind: 'recovery' });
    });
    void supabase.auth.getSession().then(({ data: { session } }) => {
      if (!isLive) return;
      const email = session?.user.email;
      setState((current) => {
        if (current.status === 'ready') return current;
        if (!email) return { status: 'invalid' };
        if (isRecoverySession(session)) return { status: 'ready', email, kind: 'recovery' };
        return isInviteSession(session) ? { status: 'ready', email, kind: 'invite' } : { status: 'invalid' };
      });
    });
    return () => {
      isLive = false;
      data.subscription.unsubscribe();
    };
  }, [supabase]);
  return state;
}
