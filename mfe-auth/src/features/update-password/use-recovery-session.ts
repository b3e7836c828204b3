import { useEffect, useState } from 'react';
import { usePlatform } from 'shared-ui';
import { isRecoverySession } from '../../lib/session-claims';

export type RecoveryState = { status: 'checking' } | { status: 'ready'; email: string } | { status: 'invalid' };

/**
 * Whether this page runs in the recovery session a reset link opens. supabase-js takes the session
 * from the link's URL hash while the page loads (and emits PASSWORD_RECOVERY); the session's own
 * token says it was opened by a recovery link, so a reload or a later mount still recognises it.
 */
export function useRecoverySession(): RecoveryState {
  const { supabase } = usePlatform();
  const [state, setState] = useState<RecoveryState>({ status: 'checking' });
  useEffect(() => {
    let isLive = true;
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (event === 'PASSWORD_RECOVERY' && session?.user.email) setState({ status: 'ready', email: session.user.email });
    });
    void supabase.auth.getSession().then(({ data: { session } }) => {
      if (!isLive) return;
      const email = session?.user.email;
      setState((current) => {
        if (current.status === 'ready') return current;
        return isRecoverySession(session) && email ? { status: 'ready', email } : { status: 'invalid' };
      });
    });
    return () => {
      isLive = false;
      data.subscription.unsubscribe();
    };
  }, [supabase]);
  return state;
}
