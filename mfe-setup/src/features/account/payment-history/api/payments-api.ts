import { setupApi } from '../../../../lib/api';
import type { Payment } from '../types';

export const paymentsApi = setupApi.enhanceEndpoints({ addTagTypes: ['payments'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The user's own payments, newest first (admins record them in the admin area). */
    getPayments: build.query<Payment[], string>({
      query: (userId) => (db) =>
        db
          .from('payments')
          .select('id, user_id, description, amount, date, status, included')
          .eq('user_id', userId)
          .order('date', { ascending: false }),
      providesTags: ['payments'],
    }),
  }),
});

export const { useGetPaymentsQuery } = paymentsApi;
