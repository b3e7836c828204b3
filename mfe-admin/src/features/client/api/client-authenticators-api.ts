import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { adminApi } from '../../../lib/api';
import { invokeFunction } from '../../../lib/function-call';

/** A client's authenticator app as `client-authenticators` lists it (never its secret). */
export interface ClientAuthenticator {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: string;
}

export interface AuthenticatorRemoval {
  userId: string;
  factorId: string;
  /** How the admin checked that the person asking is the client (logged in the client's activity). */
  verification: string;
}

/**
 * A client's authenticator apps, through the `client-authenticators` function (the auth server's admin factor API
 * with the secret key, for an admin at aal2): listed, and removed after the admin checked who is asking (logged in
 * the client's activity, the client e-mailed).
 */
export const clientAuthenticatorsApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['client_authenticators', 'account_activity'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getClientAuthenticators: build.query<ClientAuthenticator[], string>({
        query: (userId) => async (db) => {
          const answer = await invokeFunction(db, 'client-authenticators', { action: 'list', user_id: userId });
          return answer.error ? answer : { data: (answer.data as { authenticators: ClientAuthenticator[] }).authenticators, error: null };
        },
        providesTags: ['client_authenticators'],
      }),
      /** The confirmation dialog shows a failure itself (not toasted too). */
      removeClientAuthenticator: build.mutation<{ removed: string; notified: boolean }, AuthenticatorRemoval>({
        extraOptions: CALLER_SHOWS_ERROR,
        query:
          ({ userId, factorId, verification }) =>
          (db) =>
            invokeFunction(
              db,
              'client-authenticators',
              { action: 'remove', user_id: userId, factor_id: factorId, verification: verification.trim() },
              'verification',
            ),
        invalidatesTags: ['client_authenticators', 'account_activity'],
      }),
    }),
  });

export const { useGetClientAuthenticatorsQuery, useRemoveClientAuthenticatorMutation } = clientAuthenticatorsApi;
