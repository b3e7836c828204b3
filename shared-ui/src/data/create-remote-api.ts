import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { registerConstraintMessages, type ApiError, type ConstraintMessage } from 'shared-ui';
import { supabaseBaseQuery, type BaseQueryMeta, type Db, type EndpointErrorOptions, type SupabaseQuery } from './base-query';
import type { OwnDatabase } from './portal-db';

/**
 * A remote's one RTK Query api (`src/lib/api.ts`): `export const setupApi = createRemoteApi({ reducerPath: 'setupApi' })`.
 * Features add their endpoints and tags with `setupApi.enhanceEndpoints({ addTagTypes }).injectEndpoints(...)`;
 * each endpoint's `query` returns a function of the platform's supabase client. `constraintMessages`: the
 * messages of the remote's own tables' constraints (`src/lib/constraint-messages.ts`), registered for every
 * error the data layer and forms turn into an `ApiError`. `ownDatabase: ownDatabase<Database>()` (a remote with its
 * own tables, `Database` from its generated `src/database.types.ts`): the endpoints' client is a `PortalDb<Database>`,
 * typed with the remote's own tables, views and functions as well as the platform's; without it, a `Db`.
 */
export function createRemoteApi<ReducerPath extends string, Client = Db>({
  reducerPath,
  constraintMessages = {},
}: {
  reducerPath: ReducerPath;
  constraintMessages?: Readonly<Record<string, ConstraintMessage>>;
  ownDatabase?: OwnDatabase<Client>;
}) {
  registerConstraintMessages(constraintMessages);
  return createApi({
    reducerPath,
    // The one cast of the typed client: at run time every endpoint gets the platform's one client (a
    // `SupabaseClient<Database>`), which serves every object of schema public, the remote's own included; only its
    // type widens to the remote's objects (`PortalDb<Own>`, made only by `ownDatabase<Own>()`).
    baseQuery: supabaseBaseQuery as BaseQueryFn<SupabaseQuery<Client>, unknown, ApiError, EndpointErrorOptions, BaseQueryMeta>,
    tagTypes: [],
    // Refetch what a screen shows when it is opened again after a minute (data other tabs may have changed).
    refetchOnMountOrArgChange: 60,
    endpoints: () => ({}),
  });
}

export type RemoteApi = ReturnType<typeof createRemoteApi<string>>;
