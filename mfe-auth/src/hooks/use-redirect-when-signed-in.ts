import { useEffect } from 'react';
import { usePlatform, useSession } from 'shared-ui';

/**
 * Signed-in users who open /signin or /signup go to `/`. The platform's session state decides when
 * to look, and supabase-js (where the session really lives) confirms it, so a sign-out that is still
 * being announced never bounces the visitor back to the dashboard. Also ends a successful sign-in or
 * sign-up: the dashboard opens once the shell knows the session, so its guard lets it through. A session
 * still waiting for its authenticator code stays here (/signin asks for the code): the state's
 * `needsSecondFactor` comes from the claims the shell verified, and it holds only for the session it describes,
 * so supabase-js must hold that same session (another one, just signed in, is followed once the state has it).
 */
export function useRedirectWhenSignedIn(): void {
  const platform = usePlatform();
  const { session, needsSecondFactor } = useSession();
  useEffect(() => {
    if (!session || needsSecondFactor) return;
    let isLive = true;
    void platform.supabase.auth.getSession().then(({ data }) => {
      if (isLive && data.session?.access_token === session.access_token) platform.navigate('/', { replace: true });
    });
    return () => {
      isLive = false;
    };
  }, [platform, session, needsSecondFactor]);
}
