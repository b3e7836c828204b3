import { createApi } from '@reduxjs/toolkit/query/react';
import { supabaseBaseQuery } from './base-query';

/**
 * A remote's one RTK Query api (`src/app/api.ts`): `export const setupApi = createRemoteApi({ reducerPath: 'setupApi' })`.
 * Features add their endpoints and tags with `setupApi.enhanceEndpoints({ addTagTypes }).injectEndpoints(...)`;
 * each endpoint's `query` returns a function of the platform's supabase client.
 */
export function createRemoteApi<ReducerPath extends string>({ reducerPath }: { reducerPath: ReducerPath }) {
  return createApi({
    reducerPath,
    baseQuery: supabaseBaseQuery,
    tagTypes: [],
    // Refetch what a screen shows when it is opened again after a minute (data other tabs may have changed).
    refetchOnMountOrArgChange: 60,
    endpoints: () => ({}),
  });
}

export type RemoteApi = ReturnType<typeof createRemoteApi<string>>;
