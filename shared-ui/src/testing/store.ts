import { createElement, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { configureRemoteStore, type RemoteApiLike } from '../data/configure-store';
import type { PlatformApi } from '../platform/platform-api';
import { createFakePlatform, renderWithPlatform } from './fake-platform';

/**
 * Renders a feature's screen as its remote does: platform, theme and a store with the remote's api
 * (`configureRemoteStore`), so its RTK Query hooks run through `platform.supabase` (give a fake one).
 */
export function renderWithStore(ui: ReactElement, api: RemoteApiLike, platform: PlatformApi = createFakePlatform()) {
  const store = configureRemoteStore(platform, api);
  return { ...renderWithPlatform(createElement(Provider, { store, children: ui }), platform), store };
}
