import type { PlatformApi } from 'shared-ui';
import { configureRemoteStore } from 'shared-ui/data';
import { adminApi } from '../lib/api';

/** One store per mounted remote: the remote's api, the platform as thunk extra argument. */
export function createStore(platform: PlatformApi) {
  return configureRemoteStore(platform, adminApi);
}
