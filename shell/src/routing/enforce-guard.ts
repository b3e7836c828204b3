import type { PlatformApi } from 'shared-ui';
import { guardRedirect } from './guard';

/** Applies the guard now and after every navigation and session change. */
export function enforceGuard(platform: PlatformApi): void {
  const check = () => {
    const target = guardRedirect(platform.screens, window.location.pathname, platform.getSession());
    if (target && target !== window.location.pathname) platform.navigate(target, { replace: true });
  };
  window.addEventListener('popstate', check);
  platform.subscribe(check);
  check();
}
