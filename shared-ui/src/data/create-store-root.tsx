import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { RemoteRoot, type PlatformApi, type RemoteProps, type StoreProvider } from 'shared-ui';

/**
 * The `Root` of a remote with server data: its routes inside core's `RemoteRoot` with its own store, react-redux's
 * Provider given at once (this entry has react-redux already, through RTK Query's hooks; core leaves it out of the
 * first loads without a store).
 */
export function createStoreRoot(AppRoutes: ComponentType, createStore: (platform: PlatformApi) => Store): ComponentType<RemoteProps> {
  return function Root({ platform }: RemoteProps) {
    return (
      <RemoteRoot platform={platform} createStore={createStore} storeProvider={Provider as unknown as StoreProvider}>
        <AppRoutes />
      </RemoteRoot>
    );
  };
}
