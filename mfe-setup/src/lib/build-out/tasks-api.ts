import { setupApi } from '../../lib/api';
import type { Task } from './task';

/** The signed-in client's build-out tasks (RLS: clients read their own; an admin filters by user). */
export const tasksApi = setupApi.enhanceEndpoints({ addTagTypes: ['tasks'] }).injectEndpoints({
  endpoints: (build) => ({
    getTasks: build.query<Task[], string>({
      query: (userId) => (db) => db.from('tasks').select('*').eq('user_id', userId).order('position'),
      providesTags: ['tasks'],
    }),
  }),
});

export const { useGetTasksQuery } = tasksApi;
