import { createRemoteApi, type Db } from 'shared-ui/data';
import type { Database, TaskLabelFields } from 'shared-ui';

/** One record `search_portal` found: title and context carry the matched words between U+E000 and U+E001. */
export type SearchHit = Database['public']['Functions']['search_portal']['Returns'][number];

/** A hit as the palette lists it: a build-out task with the fields its labels are derived from (status, due date). */
export type SearchRecord = SearchHit & { task?: TaskLabelFields };

/**
 * The search, then the status and due date of the tasks it found (read under the tasks' RLS, only when it found
 * some): the palette derives their labels (Overdue, Due soon) with shared-ui's task labels, as every screen does.
 */
async function searchRecords(db: Db, query: string) {
  const found = await db.rpc('search_portal', { query, per_kind: 5 });
  if (found.error) return found;
  const hits: SearchHit[] = found.data ?? [];
  const taskIds = hits.filter((h) => h.kind === 'task').map((h) => h.id);
  if (taskIds.length === 0) return { data: hits, error: null };
  const tasks = await db.from('tasks').select('id, task_status, task_due_date').in('id', taskIds);
  if (tasks.error) return tasks;
  const byId = new Map(tasks.data.map((t) => [t.id, t]));
  const data: SearchRecord[] = hits.map((h) => {
    const task = h.kind === 'task' ? byId.get(h.id) : undefined;
    return task ? { ...h, task: { task_status: task.task_status, task_due_date: task.task_due_date } } : h;
  });
  return { data, error: null };
}

/**
 * The palette's own api (like the bell's): one rpc per query, run as the caller so RLS decides what is found.
 * RTK Query keys each answer by its query: an answer to an older query never shows for the current one.
 */
export const searchApi = createRemoteApi({ reducerPath: 'searchApi' }).injectEndpoints({
  endpoints: (build) => ({
    searchPortal: build.query<SearchRecord[], string>({
      query: (query) => (db) => searchRecords(db, query),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchPortalQuery } = searchApi;
