import { useEffect } from 'react';
import { needsSecondFactor, usePlatform, useSession } from 'shared-ui';

/**
 * Signed-in users who open /signin or /signup go to `/`. The platform's session state decides when
 * to look, and supabase-js (where the session really lives) confirms it, so a sign-out that is still
 * being announced never bounces the visitor back to the dashboard. Also ends a successful sign-in or
 * sign-up: the dashboard opens once the shell knows the session, so its guard lets it through. A session
 * still waiting for its authenticator code stays here (/signin asks for the code).
 */
export function useRedirectWhenSignedIn(): void {
  const platform = usePlatform();
  const { session, needsSecondFactor: isWaitingForCode } = useSession();
  useEffect(() => {
    if (!session || isWaitingForCode) return;
    let isLive = true;
    void platform.supabase.auth.getSession().then(({ data }) => {
      if (isLive && data.session && !needsSecondFactor(data.session)) platform.navigate('/', { replace: true });
    });
    return () => {
      isLive = false;
    };
  }, [platform, session, isWaitingForCode]);
}
