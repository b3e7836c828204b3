import { useEffect, useState } from 'react';
import { usePlatform } from 'shared-ui';
import { verifiedLinkKind, type LinkKind } from '../../lib/session-claims';

export type RecoveryState = { status: 'checking' } | { status: 'ready'; email: string; kind: LinkKind } | { status: 'invalid' };

/**
 * The tokens of an admin's invitation link, when the page was opened by one. GoTrue's invitations are implicit-flow
 * links (`#access_token=...&refresh_token=...&type=invite`: the admin API takes no PKCE challenge, hosted as here),
 * which the portal's PKCE client does not take from the URL itself ("Not a valid PKCE flow url"); the page hands them
 * to `auth.setSession`, which checks the token with the auth server.
 */
export function invitationTokens(hash: string): { access_token: string; refresh_token: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const access = params.get('access_token');
  const refresh = params.get('refresh_token');
  return params.get('type') === 'invite' && access && refresh ? { access_token: access, refresh_token: refresh } : null;
}

/**
 * Whether this page runs in the recovery session a reset link opens, or the session an admin's invitation link opens.
 * supabase-js takes a reset link's session from the URL while the page loads (and emits PASSWORD_RECOVERY); an
 * invitation's tokens are set here (`invitationTokens`). The session's own token says how it began, so a reload or a
 * later mount still recognises it; its claims are read verified (`verifiedLinkKind`), so a token that fails
 * verification is not taken for a link's session.
 */
export function useRecoverySession(): RecoveryState {
  const { supabase } = usePlatform();
  const [state, setState] = useState<RecoveryState>({ status: 'checking' });
  useEffect(() => {
    let isLive = true;
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (event === 'PASSWORD_RECOVERY' && session?.user.email) setState({ status: 'ready', email: session.user.email, kind: 'recovery' });
    });
    const invitation = invitationTokens(window.location.hash);
    const settled = invitation
      ? supabase.auth.setSession(invitation).then(() => {
          // The tokens leave the address bar (and the browser's history) once they are in the session.
          window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
        })
      : Promise.resolve();
    void settled
      .then(() => supabase.auth.getSession())
      .then(async ({ data: { session } }) => {
        const email = session?.user.email;
        const kind = session && email ? await verifiedLinkKind(supabase.auth, session) : null;
        if (!isLive) return;
        setState((current) => {
          if (current.status === 'ready') return current;
          return email && kind ? { status: 'ready', email, kind } : { status: 'invalid' };
        });
      });
    return () => {
      isLive = false;
      data.subscription.unsubscribe();
    };
  }, [supabase]);
  return state;
}
