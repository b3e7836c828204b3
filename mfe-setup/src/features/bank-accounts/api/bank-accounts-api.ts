import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { setupApi } from '../../../lib/api';
import type { BankAccount, BankAccountRow } from '../bank-account';

/** The bank accounts of the signed-in user (RLS keeps each user to their own rows). */
export const bankAccountsApi = setupApi.enhanceEndpoints({ addTagTypes: ['bank_accounts'] }).injectEndpoints({
  endpoints: (build) => ({
    getBankAccounts: build.query<BankAccount[], void>({
      query: () => (db) => db.from('bank_accounts').select('*').order('created_at'),
      providesTags: ['bank_accounts'],
    }),
    addBankAccount: build.mutation<BankAccount, BankAccountRow>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (row) => (db) => db.from('bank_accounts').insert(row).select().single(),
      invalidatesTags: ['bank_accounts'],
    }),
    updateBankAccount: build.mutation<BankAccount, { id: string; row: BankAccountRow }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ id, row }) =>
        (db) =>
          db.from('bank_accounts').update(row).eq('id', id).select().single(),
      invalidatesTags: ['bank_accounts'],
    }),
    deleteBankAccount: build.mutation<null, string>({
      query: (id) => (db) => db.from('bank_accounts').delete().eq('id', id),
      invalidatesTags: ['bank_accounts'],
    }),
  }),
});

export const { useGetBankAccountsQuery, useAddBankAccountMutation, useUpdateBankAccountMutation, useDeleteBankAccountMutation } =
  bankAccountsApi;
