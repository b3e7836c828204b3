import type { CompositeTypes, Database } from 'shared-ui';
import { adminApi } from '../../../lib/api';

/**
 * The figures of the admin's home (`rpc('get_admin_overview')`, admins only), typed as the database returns them,
 * and the tasks owners submitted that wait for an admin ("To confirm": not open work, DECISIONS 18).
 */
export type AdminOverview = Database['public']['Functions']['get_admin_overview']['Returns'] & { to_confirm: number };

/** A client behind on their build-out. */
export type BehindClient = CompositeTypes<'admin_overview_behind'>;

/** A recent payment with who made it. */
export type RecentPayment = CompositeTypes<'admin_overview_payment'>;

export const overviewApi = adminApi.enhanceEndpoints({ addTagTypes: ['get_admin_overview'] }).injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<AdminOverview, void>({
      query: () => async (db) => {
        // Both reads in parallel; the count reads no rows (RLS: an admin reads every client's tasks).
        const [figures, submitted] = await Promise.all([
          db.rpc('get_admin_overview', { behind_limit: 5, payments_limit: 5 }),
          db.from('tasks').select('id', { count: 'exact', head: true }).eq('task_status', 'Submitted'),
        ]);
        if (figures.error) return figures;
        if (submitted.error) return { data: null, error: submitted.error };
        return { data: { ...figures.data, to_confirm: submitted.count ?? 0 }, error: null };
      },
      providesTags: ['get_admin_overview'],
    }),
  }),
});

export const { useGetOverviewQuery } = overviewApi;
