import { useEffect, useState } from 'react';
import { usePlatform } from 'shared-ui';
import { DEFAULT_FAILURE, NO_SESSION, readCallbackError } from './callback-error';
import { waitForPlatformSession } from './wait-for-session';

export type CallbackState = { status: 'working' } | { status: 'failed'; message: string };

/**
 * The return point after Google sign-in: fails on an error in the URL, otherwise reads the session
 * (supabase-js took it from the URL hash while the page loaded), cleans the URL and goes to `/`.
 */
export function useAuthCallback(): CallbackState {
  const platform = usePlatform();
  const [state, setState] = useState<CallbackState>({ status: 'working' });
  useEffect(() => {
    let isLive = true;
    const run = async () => {
      const urlError = readCallbackError(window.location);
      if (urlError) throw new Error(urlError);
      const { data, error } = await platform.supabase.auth.getSession();
      if (error) throw error;
      if (!data.session?.user) throw new Error(NO_SESSION);
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
