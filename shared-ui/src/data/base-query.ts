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
 * `Client`: the client's type, a `PortalDb<Own>` in the api of a remote with its own tables (`createRemoteApi`).
 */
export type SupabaseQuery<Client = Db> = (db: Client) => PromiseLike<SupabaseAnswer>;

/**
 * An endpoint's `extraOptions`: `{ callerShowsError: true }` (`CALLER_SHOWS_ERROR`) says that whoever calls this
 * mutation shows its failure where it happened (a `Form` in its alert or on a field, a list next to its row), so the
 * failed-mutation toast stays quiet. Without it, a failed mutation is toasted. One rule, decided where the
 * endpoint is declared, read at once by the toast (no timing).
 */
export interface EndpointErrorOptions {
  callerShowsError?: boolean;
}

/** `extraOptions: CALLER_SHOWS_ERROR` on a mutation whose callers show its failure themselves (every `Form` submit). */
export const CALLER_SHOWS_ERROR: EndpointErrorOptions = { callerShowsError: true };

/** What the base query hands back with every answer (`action.meta.baseQueryMeta`). */
export interface BaseQueryMeta {
  callerShowsError: boolean;
}

/**
 * The base query of every remote's api: runs the endpoint's supabase-js call through the platform's one
 * client, read from the store's thunk extra argument (the platform API, see `configureRemoteStore`), and turns
 * any failure into an `ApiError` with a user-facing message.
 */
export const supabaseBaseQuery: BaseQueryFn<SupabaseQuery, unknown, ApiError, EndpointErrorOptions, BaseQueryMeta> = async (
  run,
  api,
  extraOptions,
) => {
  const platform = api.extra as PlatformApi | undefined;
  if (!platform?.supabase) throw new Error('The store has no platform: create it with configureRemoteStore(platform, api).');
  const meta: BaseQueryMeta = { callerShowsError: extraOptions?.callerShowsError === true };
  try {
    const answer = await run(platform.supabase);
    if (answer.error) return { error: toApiError(answer.error, answer.status), meta };
    return { data: answer.data ?? null, meta };
  } catch (error) {
    return { error: toApiError(error), meta };
  }
};
