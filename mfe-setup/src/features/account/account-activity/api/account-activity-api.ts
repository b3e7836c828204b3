import { setupApi } from '../../../../app/api';
import { ACTIVITY_PAGE_SIZE, type ActivityEntry, type ActivityPage } from '../types';

export const accountActivityApi = setupApi.enhanceEndpoints({ addTagTypes: ['account_activity'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page (1-based) of the user's own activity, newest first; one row more than a page tells whether another follows. */
    getAccountActivity: build.query<ActivityPage, { userId: string; page: number }>({
      query: ({ userId, page }) => async (db) => {
        const from = (page - 1) * ACTIVITY_PAGE_SIZE;
        const result = await db.from('account_activity')
          .select('id, occurred_at, event, summary, actor_id, actor_email, ip, user_agent')
          .eq('user_id', userId)
          .order('occurred_at', { ascending: false })
          .range(from, from + ACTIVITY_PAGE_SIZE);
        if (result.error) return result;
        const rows: ActivityEntry[] = result.data;
        return { ...result, data: { entries: rows.slice(0, ACTIVITY_PAGE_SIZE), hasNext: rows.length > ACTIVITY_PAGE_SIZE } };
      },
      providesTags: ['account_activity'],
    }),
  }),
});

export const { useGetAccountActivityQuery } = accountActivityApi;
