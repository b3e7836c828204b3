import type { CompositeTypes, Database } from 'shared-ui';
import { adminApi } from '../../../lib/api';

/** The figures of the admin's home, from one call (`rpc('get_admin_overview')`, admins only), typed as the database returns them. */
export type AdminOverview = Database['public']['Functions']['get_admin_overview']['Returns'];

/** A client behind on their build-out. */
export type BehindClient = CompositeTypes<'admin_overview_behind'>;

/** A recent payment with who made it. */
export type RecentPayment = CompositeTypes<'admin_overview_payment'>;

export const overviewApi = adminApi.enhanceEndpoints({ addTagTypes: ['get_admin_overview'] }).injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<AdminOverview, void>({
      query: () => (db) => db.rpc('get_admin_overview', { behind_limit: 5, payments_limit: 5 }),
      providesTags: ['get_admin_overview'],
    }),
  }),
});

export const { useGetOverviewQuery } = overviewApi;
