import type { PlatformApi } from 'shared-ui';
import { guardRedirect } from './guard';
import { RETURN_TO_KEY } from './return-to-key';

/**
 * Applies the guard now and after every navigation and session change. A signed-out visitor sent away from a deep
 * link (a notification e-mail's link, a bookmark) has it kept in this tab, and opened once they have signed in and
 * land on home (`./return-to`, loaded only when there is one: the first load stays small).
 */
export function enforceGuard(platform: PlatformApi): void {
  const check = () => {
    const state = platform.getSession();
    const { pathname, search, hash } = window.location;
    const target = guardRedirect(platform.screens, pathname, state);
    const redirect = target !== null && target !== pathname;
    const landedHome = !redirect && !!state.session && !state.needsSecondFactor && pathname === '/';
    if ((redirect && !state.session) || (landedHome && window.sessionStorage.getItem(RETURN_TO_KEY))) {
      const deepLink = redirect ? pathname + search + hash : null;
      void import(/* webpackChunkName: "return-to" */ './return-to').then((r) => r.followGuard(platform, deepLink));
    }
    if (redirect) platform.navigate(target, { replace: true });
  };
  window.addEventListener('popstate', check);
  platform.subscribe(check);
  check();
}
