import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { setupApi } from '../../../lib/api';
import type { Activity, RegularStatus } from '../activity';

export interface ActivityValues {
  title: string;
  notes: string;
  status: RegularStatus;
}

/** The client's dashboard activities (`activities`, persisted per user: DECISIONS 7). */
export const activitiesApi = setupApi.enhanceEndpoints({ addTagTypes: ['activities'] }).injectEndpoints({
  endpoints: (build) => ({
    getActivities: build.query<Activity[], string>({
      query: (userId) => (db) =>
        db
          .from('activities')
          .select('id, title, notes, status, created_at')
          .eq('user_id', userId)
          .order('created_at', { ascending: false }),
      providesTags: ['activities'],
    }),
    addActivity: build.mutation<Activity, ActivityValues>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (values) => (db) => db.from('activities').insert(values).select().single(),
      invalidatesTags: ['activities'],
    }),
    updateActivity: build.mutation<Activity, ActivityValues & { id: string }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ id, ...values }) =>
        (db) =>
          db.from('activities').update(values).eq('id', id).select().single(),
      invalidatesTags: ['activities'],
    }),
    deleteActivity: build.mutation<null, string>({
      query: (id) => (db) => db.from('activities').delete().eq('id', id),
      invalidatesTags: ['activities'],
    }),
  }),
});

export const { useGetActivitiesQuery, useAddActivityMutation, useUpdateActivityMutation, useDeleteActivityMutation } = activitiesApi;
