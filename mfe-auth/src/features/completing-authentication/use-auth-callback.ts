import type { Session } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { usePlatform } from 'shared-ui';
import { DEFAULT_FAILURE, NO_SESSION, readCallbackError } from './callback-error';
import { waitForPlatformSession } from './wait-for-session';

export type CallbackState = { status: 'working' } | { status: 'failed'; message: string };

/**
 * The session a PKCE return brings: supabase-js usually exchanged `?code=` while the page loaded; if
 * not, the code is exchanged here (with the verifier this browser kept when the sign-in started).
 */
async function sessionFromReturn(platform: ReturnType<typeof usePlatform>): Promise<Session | null> {
  const { data, error } = await platform.supabase.auth.getSession();
  if (error) throw error;
  if (data.session) return data.session;
  const code = new URLSearchParams(window.location.search).get('code');
  if (!code) return null;
  const exchanged = await platform.supabase.auth.exchangeCodeForSession(code);
  if (exchanged.error) throw exchanged.error;
  return exchanged.data.session;
}

/**
 * The return point after Google sign-in (PKCE): fails on an error in the URL, otherwise takes the
 * session the code brings, cleans the URL and goes to `/`.
 */
export function useAuthCallback(): CallbackState {
  const platform = usePlatform();
  const [state, setState] = useState<CallbackState>({ status: 'working' });
  useEffect(() => {
    let isLive = true;
    const run = async () => {
      const urlError = readCallbackError(window.location);
      if (urlError) throw new Error(urlError);
      const session = await sessionFromReturn(platform);
      if (!session?.user) throw new Error(NO_SESSION);
      await waitForPlatformSession(platform);
      // replace: the callback address (and whatever was left of its hash) leaves the history.
      if (isLive) platform.navigate('/', { replace: true });
    };
    run().catch((error: unknown) => {
      const message = error instanceof Error && error.message ? error.message : DEFAULT_FAILURE;
      if (isLive) setState({ status: 'failed', message });
    });
    return () => {
      isLive = false;
    };
  }, [platform]);
  return state;
}
