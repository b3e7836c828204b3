import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
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
  /**
   * react-redux's `Provider`, given by a remote with a store (shared-ui/data's `createStoreRoot`). Without it the kit
   * fetches react-redux itself before the first render (remotes built before 3.5): core does not import it, so a
   * first load without a store (mfe-auth's /signin) carries none of it.
   */
  storeProvider?: StoreProvider;
  /** The remote's routes. */
  children?: ReactNode;
}

export type StoreProvider = ComponentType<{ store: Store; children?: ReactNode }>;

const FetchedStoreProvider = lazy(() => import('react-redux').then((m) => ({ default: m.Provider as unknown as StoreProvider })));

/**
 * A remote's whole tree around its routes: the platform API, the theme and the remote's own Redux store. The
 * signed-in user comes from the platform API (`useSession`). A platform API of another version throws here, so
 * the remote's error boundary hands it to the shell.
 */
export function RemoteRoot({ platform, createStore, storeProvider, children }: RemoteRootProps) {
  assertCompatiblePlatform(platform);
  const store = useMemo(() => createStore?.(platform), [createStore, platform]);
  const Provider = storeProvider ?? FetchedStoreProvider;
  const tree = store ? <Provider store={store}>{children}</Provider> : children;
  return (
    <PlatformProvider platform={platform}>
      <ThemeProvider>{store && !storeProvider ? <Suspense fallback={null}>{tree}</Suspense> : tree}</ThemeProvider>
    </PlatformProvider>
  );
}

/**
 * The `Root` a remote's lifecycles load: its routes inside `RemoteRoot`, with its own store if it has one (a remote
 * with a store uses shared-ui/data's `createStoreRoot`, which gives react-redux's Provider at once).
 */
export function createRemoteRoot(AppRoutes: ComponentType, createStore?: (platform: PlatformApi) => Store): ComponentType<RemoteProps> {
  return function Root({ platform }: RemoteProps) {
    return (
      <RemoteRoot platform={platform} createStore={createStore}>
        <AppRoutes />
      </RemoteRoot>
    );
  };
}
