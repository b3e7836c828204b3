import { createRemoteApi } from 'shared-ui/data';
import type { Database } from 'shared-ui';

/** One record `search_portal` found: title and context carry the matched words between U+E000 and U+E001. */
export type SearchHit = Database['public']['Functions']['search_portal']['Returns'][number];

/**
 * The palette's own api (like the bell's): one rpc per query, run as the caller so RLS decides what is found.
 * RTK Query keys each answer by its query: an answer to an older query never shows for the current one.
 */
export const searchApi = createRemoteApi({ reducerPath: 'searchApi' }).injectEndpoints({
  endpoints: (build) => ({
    searchPortal: build.query<SearchHit[], string>({
      query: (query) => (db) => db.rpc('search_portal', { query, per_kind: 5 }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchPortalQuery } = searchApi;
