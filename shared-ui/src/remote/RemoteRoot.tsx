import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { assertCompatiblePlatform } from '../platform/check-platform';
import type { PlatformApi, RemoteProps } from '../platform/platform-api';
import { PlatformProvider } from '../platform/PlatformProvider';
import { ThemeProvider } from '../theme/ThemeProvider';

export interface RemoteRootProps {
  /** The single-spa custom prop; checked against this build's PLATFORM_API_VERSION (throws if it differs). */
  platform: RemoteProps['platform'];
  /**
   * The remote's own store factory, called once per mount with the platform (the thunk extra argument its api's
   * base query reads the supabase client from). A remote without server data (mfe-auth) has no store.
   */
  createStore?: (platform: PlatformApi) => Store;
  /** The remote's routes. */
  children?: ReactNode;
}

/**
 * A remote's whole tree around its routes: the platform API, the theme and the remote's own Redux store. The
 * signed-in user comes from the platform API (`useSession`). A platform API of another version throws here, so
 * the remote's error boundary hands it to the shell.
 */
export function RemoteRoot({ platform, createStore, children }: RemoteRootProps) {
  assertCompatiblePlatform(platform);
  const store = useMemo(() => createStore?.(platform), [createStore, platform]);
  return (
    <PlatformProvider platform={platform}>
      <ThemeProvider>{store ? <Provider store={store}>{children}</Provider> : children}</ThemeProvider>
    </PlatformProvider>
  );
}

/** The `Root` a remote's lifecycles load: its routes inside `RemoteRoot`, with its own store if it has one. */
export function createRemoteRoot(AppRoutes: ComponentType, createStore?: (platform: PlatformApi) => Store): ComponentType<RemoteProps> {
  return function Root({ platform }: RemoteProps) {
    return (
      <RemoteRoot platform={platform} createStore={createStore}>
        <AppRoutes />
      </RemoteRoot>
    );
  };
}
