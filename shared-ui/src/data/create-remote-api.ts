import { createApi } from '@reduxjs/toolkit/query/react';
import { registerConstraintMessages, type ConstraintMessage } from 'shared-ui';
import { supabaseBaseQuery } from './base-query';

/**
 * A remote's one RTK Query api (`src/app/api.ts`): `export const setupApi = createRemoteApi({ reducerPath: 'setupApi' })`.
 * Features add their endpoints and tags with `setupApi.enhanceEndpoints({ addTagTypes }).injectEndpoints(...)`;
 * each endpoint's `query` returns a function of the platform's supabase client. `constraintMessages`: the
 * messages of the remote's own tables' constraints (`src/app/constraint-messages.ts`), registered for every
 * error the data layer and forms turn into an `ApiError`.
 */
export function createRemoteApi<ReducerPath extends string>({
  reducerPath,
  constraintMessages = {},
}: {
  reducerPath: ReducerPath;
  constraintMessages?: Readonly<Record<string, ConstraintMessage>>;
}) {
  registerConstraintMessages(constraintMessages);
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
