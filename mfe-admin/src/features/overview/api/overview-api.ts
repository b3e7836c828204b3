import type { Tables } from 'shared-ui';
import { adminApi } from '../../../lib/api';

/** A client behind on their build-out (`admin_overview` returns json: its parts are typed from the rows they come from). */
export type BehindClient = Pick<Tables<'users'>, 'id' | 'name' | 'email'> & {
  completed: number;
  total: number;
  overdue: number;
  percent: number;
};

/** A recent payment with who made it. */
export type RecentPayment = Pick<Tables<'payments'>, 'id' | 'user_id' | 'description' | 'amount' | 'date' | 'included'> &
  Pick<Tables<'users'>, 'name' | 'email'> & { status: 'completed' | 'pending' };

/** The figures of the admin's home, from one call (`rpc('admin_overview')`, admins only). */
export interface AdminOverview {
  clients: number;
  new_this_week: number;
  new_this_month: number;
  average_completion: number;
  behind: BehindClient[];
  open_requests: number;
  recent_payments: RecentPayment[];
  /** Support Chat: conversations still open, and those no advisor has taken. */
  open_conversations: number;
  unassigned_conversations: number;
  /** Median time to the first advisor reply of conversations started this week (null: none this week). */
  first_response_median_seconds: number | null;
}

export const overviewApi = adminApi.enhanceEndpoints({ addTagTypes: ['overview'] }).injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<AdminOverview, void>({
      query: () => (db) => db.rpc('admin_overview', { behind_limit: 5, payments_limit: 5 }),
      providesTags: ['overview'],
    }),
  }),
});

export const { useGetOverviewQuery } = overviewApi;
