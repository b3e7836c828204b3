import type { Factor } from '@supabase/supabase-js';
import { apiError, normalizeTotpCode, secondFactorErrorMessage } from 'shared-ui';
import { CALLER_SHOWS_ERROR, type SupabaseAnswer } from 'shared-ui/data';
import { setupApi } from '../../../../lib/api';

/** A new authenticator app before its first code: what the set-up dialog shows (QR code and key as text). */
export interface PendingAuthenticator {
  id: string;
  qrCode: string;
  secret: string;
}

/** supabase-js auth answers with the auth server's two-factor errors in plain words. */
async function worded<T>(call: PromiseLike<{ data: T; error: { code?: string; status?: number } | null }>): Promise<SupabaseAnswer> {
  const { data, error } = await call;
  if (!error) return { data, error: null };
  return {
    data: null,
    error: apiError({ status: error.status ?? 400, code: error.code, message: secondFactorErrorMessage(error), field: 'code' }),
  };
}

/** Two-factor sign-in of the signed-in user, through supabase-js's `auth.mfa` (the auth server's /factors). */
export const twoFactorApi = setupApi.enhanceEndpoints({ addTagTypes: ['mfa_factors', 'recovery_codes'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The verified authenticator apps (unverified ones are set-ups never finished). */
    getAuthenticators: build.query<Factor[], void>({
      query: () => (db) => worded(db.auth.mfa.listFactors().then(({ data, error }) => ({ data: data?.totp ?? [], error }))),
      providesTags: ['mfa_factors'],
    }),
    /** Submitted by the set-up dialog's form, which shows a failure (not toasted too). */
    startAuthenticatorSetup: build.mutation<PendingAuthenticator, { friendlyName: string }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ friendlyName }) =>
        (db) =>
          worded(
            db.auth.mfa.enroll({ factorType: 'totp', friendlyName: friendlyName.trim() }).then(({ data, error }) => ({
              data: data && { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret },
              error,
            })),
          ),
    }),
    /** The first code: the factor becomes verified and this session aal2. The form shows a failure on the code. */
    confirmAuthenticator: build.mutation<null, { factorId: string; code: string }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ factorId, code }) =>
        (db) =>
          worded(db.auth.mfa.challengeAndVerify({ factorId, code: normalizeTotpCode(code) }).then(({ error }) => ({ data: null, error }))),
      invalidatesTags: ['mfa_factors'],
    }),
    /**
     * Ten new one-time recovery codes (public.create_recovery_codes: only their hashes are kept, the old ones stop
     * working; with an authenticator already on, the session must be verified with it). Shown once by the caller,
     * which shows a failure too.
     */
    createRecoveryCodes: build.mutation<string[], void>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: () => (db) => db.rpc('create_recovery_codes'),
      invalidatesTags: ['recovery_codes'],
    }),
    /** How many of the user's recovery codes are unused. */
    getRecoveryCodesLeft: build.query<number, void>({
      query: () => (db) => db.rpc('recovery_codes_left'),
      providesTags: ['recovery_codes'],
    }),
    /** A failure is toasted by the failed-mutation toast (its caller shows nothing of its own). */
    removeAuthenticator: build.mutation<null, string>({
      query: (factorId) => (db) => worded(db.auth.mfa.unenroll({ factorId }).then(({ error }) => ({ data: null, error }))),
      invalidatesTags: ['mfa_factors'],
    }),
  }),
});

export const {
  useGetAuthenticatorsQuery,
  useStartAuthenticatorSetupMutation,
  useConfirmAuthenticatorMutation,
  useRemoveAuthenticatorMutation,
  useCreateRecoveryCodesMutation,
  useGetRecoveryCodesLeftQuery,
} = twoFactorApi;
