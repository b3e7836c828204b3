import { navigateToUrl } from 'single-spa';
import { createScreenTable, PLATFORM_API_VERSION, type PlatformApi, type PortalConfig, type ToastApi } from 'shared-ui';
import { withRenamedScreens } from '../routing/renamed-screens';
import type { SessionStore } from '../session/session-store';
import { showToast } from './lazy-toaster';

/** Client-side navigation: single-spa patches history so every remote's router follows. */
export function navigate(path: string, options?: { replace?: boolean }): void {
  if (options?.replace) window.history.replaceState(window.history.state, '', path);
  else navigateToUrl(path);
}

function createToast(): ToastApi {
  const show = ((message, options) => {
    const kind = options?.kind ?? 'info';
    showToast(({ toast }) => toast[kind](message, { description: options?.description }));
  }) as ToastApi;
  show.success = (message, options) => showToast(({ toast }) => toast.success(message, options));
  show.error = (message, options) => showToast(({ toast }) => toast.error(message, options));
  return show;
}

/** The one object every remote receives (single-spa custom prop `platform`). */
export function createPlatform(supabase: PlatformApi['supabase'], sessions: SessionStore, config: PortalConfig): PlatformApi {
  // The portal's screens: composed from the live remotes' declarations in the runtime config; a renamed id still
  // opens its screen (links already sent).
  const screens = withRenamedScreens(createScreenTable(Object.values(config.screens ?? {}).filter((d) => d !== undefined)));
  return {
    version: PLATFORM_API_VERSION,
    supabase,
    getSession: sessions.get,
    subscribe: sessions.subscribe,
    async signOut() {
      // 'local' also clears a session the server no longer knows; the server-side refresh token is revoked when reachable.
      const { error } = await supabase.auth.signOut();
      if (error) await supabase.auth.signOut({ scope: 'local' });
      navigate(screens.byId('sign-in') ? screens.href('sign-in') : '/signin');
    },
    toast: createToast(),
    navigate,
    config,
    screens,
  };
}
