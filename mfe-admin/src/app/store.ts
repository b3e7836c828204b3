import type { PlatformApi } from 'shared-ui';
import { configureRemoteStore } from 'shared-ui/data';
import { adminApi } from './api';

/** One store per mounted remote: the session mirror, the remote's api, the platform as thunk extra argument. */
export function createStore(platform: PlatformApi) {
  return configureRemoteStore(platform, adminApi);
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
