import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import type { Tables, TablesInsert } from 'shared-ui';
import { contentApi } from '../../../lib/api';

/** A vault entry: `password` holds the sealed value's mask (the credential vault keeps the secret). */
export type SocialAccount = Tables<'social_accounts'>;

/** What the Add and Edit forms store. */
export type SocialAccountRow = Pick<TablesInsert<'social_accounts'>, 'platform' | 'username' | 'password' | 'profile_url' | 'notes'>;

/** The social media vault (DECISIONS 7: persisted per user; RLS keeps each user's own). */
export const socialAccountsApi = contentApi.enhanceEndpoints({ addTagTypes: ['social_accounts'] }).injectEndpoints({
  endpoints: (build) => ({
    getSocialAccounts: build.query<SocialAccount[], void>({
      query: () => (db) => db.from('social_accounts').select('*').order('created_at'),
      providesTags: ['social_accounts'],
    }),
    // The Add form shows a failure.
    addSocialAccount: build.mutation<SocialAccount, SocialAccountRow>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (row) => (db) => db.from('social_accounts').insert(row).select().single(),
      invalidatesTags: ['social_accounts'],
    }),
    // The inline Edit form shows a failure.
    updateSocialAccount: build.mutation<SocialAccount, SocialAccountRow & { id: string }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ id, ...row }) =>
        (db) =>
          db.from('social_accounts').update(row).eq('id', id).select().single(),
      invalidatesTags: ['social_accounts'],
    }),
    // The sealed password (credential vault): the server checks the caller owns it, at aal2 when enrolled, and logs it.
    // SealedValue keeps the value hidden on a failure and shows nothing: a failure is toasted.
    revealSocialPassword: build.mutation<string, string>({
      query: (id) => (db) => db.rpc('reveal_secret', { secret_table: 'social_accounts', secret_id: id, secret_field: 'password' }),
    }),
    // The delete confirmation shows nothing of its own (it stays open): a failure is toasted.
    deleteSocialAccount: build.mutation<null, string>({
      query: (id) => (db) => db.from('social_accounts').delete().eq('id', id),
      invalidatesTags: ['social_accounts'],
    }),
  }),
});

export const {
  useGetSocialAccountsQuery,
  useAddSocialAccountMutation,
  useUpdateSocialAccountMutation,
  useDeleteSocialAccountMutation,
  useRevealSocialPasswordMutation,
} = socialAccountsApi;
