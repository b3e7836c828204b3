import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { setupApi } from '../../lib/api';
import type { Task, TaskAction } from './task';

/** What "I've done this" sends: an optional note, and optionally a file already uploaded to the owner's folder. */
export interface TaskSubmission {
  task: Pick<Task, 'id'>;
  note: string;
  /** The uploaded file (user-documents path and name): it becomes one of the owner's Additional Documents. */
  file?: { path: string; name: string } | null;
}

/**
 * The signed-in client's build-out tasks (RLS: clients read their own; an admin filters by user), where each is
 * done (its template), and the owner's "I've done this" (`submit_task`: the database checks the owner, logs and
 * notifies the advisor).
 */
export const tasksApi = setupApi.enhanceEndpoints({ addTagTypes: ['tasks', 'task_templates', 'business_documents'] }).injectEndpoints({
  endpoints: (build) => ({
    getTasks: build.query<Task[], string>({
      query: (userId) => (db) => db.from('tasks').select('*').eq('user_id', userId).order('position'),
      providesTags: ['tasks'],
    }),
    /** Template id -> where its task is done (templates without a screen are left out). */
    getTaskActions: build.query<Record<number, TaskAction>, void>({
      query: () => async (db) => {
        const { data, error } = await db.from('task_templates').select('id, action_screen, action_label').not('action_screen', 'is', null);
        if (error) return { data: null, error };
        const actions: Record<number, TaskAction> = {};
        for (const row of data ?? [])
          if (row.action_screen && row.action_label) actions[row.id] = { screen: row.action_screen, label: row.action_label };
        return { data: actions, error: null };
      },
      providesTags: ['task_templates'],
    }),
    /**
     * "I've done this": one call. With a file (already uploaded to the owner's folder), `submit_task_with_file` records
     * it as one of their Additional Documents and submits the task with it in one transaction; without, `submit_task`.
     */
    submitTask: build.mutation<Task, TaskSubmission>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ task, note, file }) =>
        (db) =>
          file
            ? db.rpc('submit_task_with_file', {
                task_id: task.id,
                file_path: file.path,
                file_name: file.name,
                note: note.trim() || undefined,
              })
            : db.rpc('submit_task', { task_id: task.id, note: note.trim() || undefined }),
      invalidatesTags: ['tasks', 'business_documents'],
    }),
  }),
});

export const { useGetTasksQuery, useGetTaskActionsQuery, useSubmitTaskMutation } = tasksApi;
