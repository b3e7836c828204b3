import type { Tables } from 'shared-ui';
import { adminApi } from '../../../app/api';

/** One entry of a client's activity log (`account_activity`: written only by the server; admins read every client's). */
export type ActivityEntry = Pick<Tables<'account_activity'>, 'id' | 'occurred_at' | 'summary' | 'actor_id' | 'actor_email' | 'ip' | 'user_agent'>;

export const ACTIVITY_PAGE_SIZE = 10;

export interface ActivityPage {
  entries: ActivityEntry[];
  hasNext: boolean;
}

export const clientActivityApi = adminApi.enhanceEndpoints({ addTagTypes: ['account_activity'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page (1-based) of the client's activity, newest first; one row more than a page tells whether another follows. */
    getClientActivity: build.query<ActivityPage, { userId: string; page: number }>({
      query: ({ userId, page }) => async (db) => {
        const from = (page - 1) * ACTIVITY_PAGE_SIZE;
        const result = await db.from('account_activity')
          .select('id, occurred_at, summary, actor_id, actor_email, ip, user_agent')
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

export const { useGetClientActivityQuery } = clientActivityApi;
