import { createRemoteRoot } from 'shared-ui';
import { AppRoutes } from './AppRoutes';

/** The remote's whole tree: shared-ui's RemoteRoot (platform API, theme) and its routes; it keeps no server data, so no store. */
export const Root = createRemoteRoot(AppRoutes);
