import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { assertCompatiblePlatform } from '../platform/check-platform';
import type { PlatformApi, RemoteProps } from '../platform/platform-api';
import { PlatformProvider } from '../platform/PlatformProvider';
import { ThemeProvider } from '../theme/ThemeProvider';
import { SessionSync } from './SessionSync';

export interface RemoteRootProps {
  /** The single-spa custom prop; checked against this build's PLATFORM_API_VERSION (throws if it differs). */
  platform: RemoteProps['platform'];
  /**
   * The remote's own store factory, called once per mount with the platform (the thunk extra argument its api's
   * base query reads the supabase client from); it must mount `sessionReducer` under `session`.
   */
  createStore: (platform: PlatformApi) => Store;
  /** The remote's routes. */
  children?: ReactNode;
}

/**
 * A remote's whole tree around its routes: the platform API, the theme, the remote's own Redux store and
 * the session mirror. A platform API of another version throws here, so the remote's error boundary hands
 * it to the shell.
 */
export function RemoteRoot({ platform, createStore, children }: RemoteRootProps) {
  assertCompatiblePlatform(platform);
  const store = useMemo(() => createStore(platform), [createStore, platform]);
  return (
    <PlatformProvider platform={platform}>
      <ThemeProvider>
        <Provider store={store}>
          <SessionSync />
          {children}
        </Provider>
      </ThemeProvider>
    </PlatformProvider>
  );
}

/** The `Root` a remote's lifecycles load: its routes inside `RemoteRoot` with its own store. */
export function createRemoteRoot(createStore: (platform: PlatformApi) => Store, AppRoutes: ComponentType): ComponentType<RemoteProps> {
  return function Root({ platform }: RemoteProps) {
    return (
      <RemoteRoot platform={platform} createStore={createStore}>
        <AppRoutes />
      </RemoteRoot>
    );
  };
}
