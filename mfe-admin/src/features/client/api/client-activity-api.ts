import { fetchAccountActivityPage, type AccountActivityPage } from 'shared-ui/tables';
import { adminApi } from '../../../lib/api';

export const clientActivityApi = adminApi.enhanceEndpoints({ addTagTypes: ['account_activity'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page (1-based) of the client's activity, newest first (admins read every client's). */
    getClientActivity: build.query<AccountActivityPage, { userId: string; page: number }>({
      query:
        ({ userId, page }) =>
        (db) =>
          fetchAccountActivityPage(db, userId, page),
      providesTags: ['account_activity'],
    }),
  }),
});

export const { useGetClientActivityQuery } = clientActivityApi;
