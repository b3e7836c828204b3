import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { creditApi } from '../../../lib/api';
import type { Loan, LoanValues } from '../loan';
import { loanRow } from '../loan';

/** The Credit & Loans directory: every signed-in user reads; only admins' writes pass RLS. */
export const loansApi = creditApi.enhanceEndpoints({ addTagTypes: ['loans'] }).injectEndpoints({
  endpoints: (build) => ({
    getLoans: build.query<Loan[], void>({
      query: () => (db) => db.from('loans').select('*').order('created_at'),
      providesTags: ['loans'],
    }),
    addLoan: build.mutation<Loan, LoanValues>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (values) => (db) => db.from('loans').insert(loanRow(values)).select().single(),
      invalidatesTags: ['loans'],
    }),
    updateLoan: build.mutation<Loan, { id: string; values: LoanValues }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ id, values }) =>
        (db) =>
          db.from('loans').update(loanRow(values)).eq('id', id).select().single(),
      invalidatesTags: ['loans'],
    }),
    // A failed delete is shown by the failed-mutation toast (ConfirmDelete shows nothing of its own).
    deleteLoan: build.mutation<null, string>({
      query: (id) => (db) => db.from('loans').delete().eq('id', id),
      invalidatesTags: ['loans'],
    }),
  }),
});

export const { useGetLoansQuery, useAddLoanMutation, useUpdateLoanMutation, useDeleteLoanMutation } = loansApi;
