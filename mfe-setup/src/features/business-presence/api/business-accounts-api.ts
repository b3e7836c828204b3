import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { setupApi } from '../../../lib/api';
import { addAccountArgs, updateAccountArgs, type BusinessAccount, type BusinessAccountChanges, type NewBusinessAccount } from '../types';

const COLUMNS =
  'id, name, description, status, business_account_url, notes, created_at, business_account_details(id, business_account_id, label, value)';

export const businessAccountsApi = setupApi.enhanceEndpoints({ addTagTypes: ['business_accounts'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The user's accounts, oldest first, each with its details in the order they were typed. */
    getBusinessAccounts: build.query<BusinessAccount[], string>({
      query: (userId) => (db) =>
        db
          .from('business_accounts')
          .select(COLUMNS)
          .eq('user_id', userId)
          .order('created_at')
          .order('position', { referencedTable: 'business_account_details' }),
      providesTags: ['business_accounts'],
    }),
    /** The account (Active) with its details: one function, one transaction. */
    addBusinessAccount: build.mutation<string, NewBusinessAccount>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (account) => (db) => db.rpc('add_business_account', addAccountArgs(account)),
      invalidatesTags: ['business_accounts'],
    }),
    /** The account's fields and every detail's value: one function, one transaction. */
    updateBusinessAccount: build.mutation<null, BusinessAccountChanges>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (changes) => (db) => db.rpc('update_business_account', updateAccountArgs(changes)),
      invalidatesTags: ['business_accounts'],
    }),
    deleteBusinessAccount: build.mutation<null, string>({
      query: (id) => (db) => db.from('business_accounts').delete().eq('id', id),
      invalidatesTags: ['business_accounts'],
    }),
  }),
});

export const {
  useGetBusinessAccountsQuery,
  useAddBusinessAccountMutation,
  useUpdateBusinessAccountMutation,
  useDeleteBusinessAccountMutation,
} = businessAccountsApi;
