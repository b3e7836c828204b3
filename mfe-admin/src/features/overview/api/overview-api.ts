import { adminApi } from '../../../app/api';

export interface BehindClient {
  id: string;
  name: string | null;
  email: string | null;
  completed: number;
  total: number;
  overdue: number;
  percent: number;
}

export interface RecentPayment {
  id: string;
  user_id: string;
  name: string | null;
  email: string | null;
  description: string;
  amount: number;
  date: string;
  status: 'completed' | 'pending';
  included: boolean;
}

/** The figures of the admin's home, from one call (`rpc('admin_overview')`, admins only). */
export interface AdminOverview {
  clients: number;
  new_this_week: number;
  new_this_month: number;
  average_completion: number;
  behind: BehindClient[];
  open_requests: number;
  recent_payments: RecentPayment[];
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
