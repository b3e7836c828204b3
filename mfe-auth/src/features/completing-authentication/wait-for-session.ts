import type { PlatformApi } from 'shared-ui';

/**
 * Resolves once the shell's session state holds a session (so its guard lets `/` through), or
 * after `timeoutMs` whatever happens.
 */
export function waitForPlatformSession(platform: PlatformApi, timeoutMs = 5000): Promise<void> {
  if (platform.getSession().session) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = platform.subscribe((state) => {
      if (state.session) done();
    });
  });
}
