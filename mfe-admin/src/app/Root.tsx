import { createStoreRoot } from 'shared-ui/data';
import { AppRoutes } from './AppRoutes';
import { createStore } from './store';

/** The remote's whole tree: shared-ui's RemoteRoot (platform API, theme) with its own store (react-redux's Provider) and routes. */
export const Root = createStoreRoot(AppRoutes, createStore);
