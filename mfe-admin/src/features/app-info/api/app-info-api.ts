import { adminApi } from '../../../lib/api';
import { checkRemote, type RemoteHealth } from '../remote-health';

export interface ApiHealth {
  status: 'up' | 'down';
  ms: number;
}

/** Live checks for App info: each remote's manifest and lifecycles, and the API. Never cached for long. */
export const appInfoApi = adminApi.enhanceEndpoints({ addTagTypes: ['auth_health'] }).injectEndpoints({
  endpoints: (build) => ({
    checkRemotes: build.query<RemoteHealth[], Record<string, string>>({
      queryFn: async (remotes) => ({ data: await Promise.all(Object.entries(remotes).map(([name, url]) => checkRemote(name, url))) }),
      providesTags: ['auth_health'],
      keepUnusedDataFor: 0,
    }),
    // The API's gateway (hosted Supabase, and the local stack) answers /auth/v1 only with the project's key.
    checkApi: build.query<ApiHealth, { apiUrl: string; anonKey: string }>({
      queryFn: async ({ apiUrl, anonKey }) => {
        const started = performance.now();
        try {
          const response = await fetch(`${apiUrl}/auth/v1/health`, { cache: 'no-store', headers: { apikey: anonKey } });
          return { data: { status: response.ok ? 'up' : 'down', ms: Math.round(performance.now() - started) } };
        } catch {
          return { data: { status: 'down', ms: Math.round(performance.now() - started) } };
        }
      },
      providesTags: ['auth_health'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCheckRemotesQuery, useCheckApiQuery } = appInfoApi;
