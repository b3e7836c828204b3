import type { Database, Tables } from 'shared-ui';
import { adminApi } from '../../../lib/api';

export type CanaryRow = Pick<
  Tables<'release_canaries'>,
  'id' | 'remote' | 'release_id' | 'live_release_id' | 'percent' | 'status' | 'reason' | 'started_at' | 'ended_at'
>;

/**
 * One release's sessions and failures over the last hour (`rpc('release_health')`, admins only). The generated
 * type loses the column's nullability: `error_rate` (share of sessions with an error, 0..1) is null without sessions.
 */
export type ReleaseHealthRow = Omit<Database['public']['Functions']['release_health']['Returns'][number], 'error_rate'> & {
  error_rate: number | null;
};

/** App info's releases: health per release and the canaries (running, and how the last ones ended). */
export const releaseHealthApi = adminApi.enhanceEndpoints({ addTagTypes: ['release_health'] }).injectEndpoints({
  endpoints: (build) => ({
    getReleaseHealth: build.query<ReleaseHealthRow[], void>({
      query: () => (db) => db.rpc('release_health', { minutes: 60 }),
      providesTags: ['release_health'],
    }),
    getCanaries: build.query<CanaryRow[], void>({
      query: () => (db) =>
        db
          .from('release_canaries')
          .select('id, remote, release_id, live_release_id, percent, status, reason, started_at, ended_at')
          .order('started_at', { ascending: false })
          .limit(50),
      providesTags: ['release_health'],
    }),
  }),
});

export const { useGetReleaseHealthQuery, useGetCanariesQuery } = releaseHealthApi;
