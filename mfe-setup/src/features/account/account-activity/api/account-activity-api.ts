import { fetchAccountActivityPage, type AccountActivityPage } from 'shared-ui/tables';
import { setupApi } from '../../../../lib/api';

export const accountActivityApi = setupApi.enhanceEndpoints({ addTagTypes: ['account_activity'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page (1-based) of the user's own activity, newest first. */
    getAccountActivity: build.query<AccountActivityPage, { userId: string; page: number }>({
      query:
        ({ userId, page }) =>
        (db) =>
          fetchAccountActivityPage(db, userId, page),
      providesTags: ['account_activity'],
    }),
  }),
});

export const { useGetAccountActivityQuery } = accountActivityApi;
