import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { PlatformApi } from 'shared-ui';
import { toApiError, type ApiError } from 'shared-ui';

/** The platform's supabase client, as the base query hands it to an endpoint's `query`. */
export type Db = PlatformApi['supabase'];

/** What supabase-js answers: `{ data, error }` (PostgREST also gives `status`). */
export interface SupabaseAnswer {
  data: unknown;
  error: unknown;
  status?: number;
}

/**
 * An endpoint's `query`: a function of the platform's supabase client returning a supabase-js call
 * (REST builder, `.rpc`, `.storage`, `.functions`), e.g. `(db) => db.from('bank_accounts').select('*')`.
 */
export type SupabaseQuery = (db: Db) => PromiseLike<SupabaseAnswer>;

/**
 * The base query of every remote's api: runs the endpoint's supabase-js call through the platform's one
 * client, read from the store's thunk extra argument (the platform API, see `configureRemoteStore`), and turns
 * any failure into an `ApiError` with a user-facing message.
 */
export const supabaseBaseQuery: BaseQueryFn<SupabaseQuery, unknown, ApiError> = async (run, api) => {
  const platform = api.extra as PlatformApi | undefined;
  if (!platform?.supabase) throw new Error('The store has no platform: create it with configureRemoteStore(platform, api).');
  try {
    const answer = await run(platform.supabase);
    if (answer.error) return { error: toApiError(answer.error, answer.status) };
    return { data: answer.data ?? null };
  } catch (error) {
    return { error: toApiError(error) };
  }
};
