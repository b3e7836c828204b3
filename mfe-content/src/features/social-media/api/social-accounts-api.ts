import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { contentApi } from '../../../app/api';

export interface SocialAccount {
  id: string;
  platform: string;
  username: string;
  password: string;
  profile_url: string | null;
  notes: string | null;
  created_at: string;
}

export type SocialAccountRow = Pick<SocialAccount, 'platform' | 'username' | 'password' | 'profile_url' | 'notes'>;

/** The social media vault (DECISIONS 7: persisted per user; RLS keeps each user's own). */
export const socialAccountsApi = contentApi.enhanceEndpoints({ addTagTypes: ['social_accounts'] }).injectEndpoints({
  endpoints: (build) => ({
    getSocialAccounts: build.query<SocialAccount[], void>({
      query: () => (db) => db.from('social_accounts').select('id, platform, username, password, profile_url, notes, created_at').order('created_at'),
      providesTags: ['social_accounts'],
    }),
    addSocialAccount: build.mutation<SocialAccount, SocialAccountRow>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (row) => (db) => db.from('social_accounts').insert(row).select().single(),
      invalidatesTags: ['social_accounts'],
    }),
    updateSocialAccount: build.mutation<SocialAccount, SocialAccountRow & { id: string }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: ({ id, ...row }) => (db) => db.from('social_accounts').update(row).eq('id', id).select().single(),
      invalidatesTags: ['social_accounts'],
    }),
    // The sealed password (credential vault): the server checks the caller owns it, at aal2 when enrolled, and logs it.
    revealSocialPassword: build.mutation<string, string>({
      query: (id) => (db) => db.rpc('reveal_secret', { secret_table: 'social_accounts', secret_id: id, secret_field: 'password' }),
    }),
    deleteSocialAccount: build.mutation<null, string>({
      query: (id) => (db) => db.from('social_accounts').delete().eq('id', id),
      invalidatesTags: ['social_accounts'],
    }),
  }),
});

export const {
  useGetSocialAccountsQuery, useAddSocialAccountMutation, useUpdateSocialAccountMutation, useDeleteSocialAccountMutation, useRevealSocialPasswordMutation,
} =
  socialAccountsApi;
