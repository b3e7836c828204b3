import type { PlatformApi } from 'shared-ui';
import { guardRedirect } from './guard';
import { rememberReturnTo, takeReturnTo } from './return-to';

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Applies the guard now and after every navigation and session change. A signed-out visitor sent to sign in
 * from a deep link gets it back once signed in (the sign-in screen sends them to `/`; from there the kept address
 * opens instead).
 */
export function enforceGuard(platform: PlatformApi): void {
  const check = () => {
    const state = platform.getSession();
    const target = guardRedirect(platform.screens, window.location.pathname, state);
    if (target && target !== window.location.pathname) {
      if (!state.session) rememberReturnTo(window.sessionStorage, here(), window.location.origin);
      platform.navigate(target, { replace: true });
      return;
    }
    if (state.session && !state.needsSecondFactor && window.location.pathname === '/') {
      const back = takeReturnTo(window.sessionStorage, window.location.origin);
      if (back && back !== here()) platform.navigate(back, { replace: true });
    }
  };
  window.addEventListener('popstate', check);
  window.addEventListener('single-spa:routing-event', check);
  platform.subscribe(check);
  check();
}
