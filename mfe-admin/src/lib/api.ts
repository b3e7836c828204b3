import { createRemoteApi } from 'shared-ui/data';

/** The remote's one RTK Query api: features inject their endpoints and tags into it (docs/architecture.md). */
export const adminApi = createRemoteApi({ reducerPath: 'adminApi' });
