import { createRemoteRoot } from 'shared-ui';
import { AppRoutes } from './AppRoutes';
import { createStore } from './store';

/** The remote's whole tree: shared-ui's RemoteRoot (platform API, theme) with its own store and routes. */
export const Root = createRemoteRoot(AppRoutes, createStore);
