import { setupApi } from './api';

/** A secret sealed in the credential vault: its table, record and column (migration 20261126030000). */
export interface SealedRef {
  secret_table: 'bank_accounts' | 'business_account_details' | 'owner_profiles';
  secret_id: string;
  secret_field: 'account_number' | 'routing_number' | 'value' | 'owner_ssn';
}

export const vaultApi = setupApi.enhanceEndpoints({ addTagTypes: ['account_activity'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The plaintext of a sealed secret: the server checks the caller owns it (aal2 when enrolled) and logs the reveal. */
    revealSecret: build.mutation<string, SealedRef>({
      query: (ref) => (db) => db.rpc('reveal_secret', ref),
      invalidatesTags: ['account_activity'],
    }),
  }),
});

export const { useRevealSecretMutation } = vaultApi;
