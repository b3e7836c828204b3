import { setupApi } from '../../../lib/api';
import type { MerchantTransaction } from '../merchant-stats';

export const merchantApi = setupApi.enhanceEndpoints({ addTagTypes: ['merchant_transactions'] }).injectEndpoints({
  endpoints: (build) => ({
    getMerchantTransactions: build.query<MerchantTransaction[], string>({
      query: (userId) => (db) =>
        db
          .from('merchant_transactions')
          .select('id, date, description, amount, status')
          .eq('user_id', userId)
          .order('date', { ascending: false }),
      providesTags: ['merchant_transactions'],
    }),
  }),
});

export const { useGetMerchantTransactionsQuery } = merchantApi;
