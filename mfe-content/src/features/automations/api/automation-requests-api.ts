import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import type { Tables, TablesInsert } from 'shared-ui';
import { contentApi } from '../../../lib/api';

/** A request for a new automation: priority High, Medium or Low (or none); status new, in_progress or done. */
export type AutomationRequest = Tables<'request_automations'>;

/** Requests for new automations: a client reads their own, an admin every one (RLS). */
export const automationRequestsApi = contentApi.enhanceEndpoints({ addTagTypes: ['request_automations'] }).injectEndpoints({
  endpoints: (build) => ({
    getAutomationRequests: build.query<AutomationRequest[], void>({
      query: () => (db) => db.from('request_automations').select('*').order('created_at', { ascending: false }),
      providesTags: ['request_automations'],
    }),
    // The request form shows a failure.
    requestAutomation: build.mutation<AutomationRequest, Pick<TablesInsert<'request_automations'>, 'type' | 'description' | 'priority'>>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (row) => (db) => db.from('request_automations').insert(row).select().single(),
      invalidatesTags: ['request_automations'],
    }),
    // The status control shows nothing of its own: a failure is toasted.
    setAutomationRequestStatus: build.mutation<null, { id: string; status: AutomationRequest['status'] }>({
      query:
        ({ id, status }) =>
        (db) =>
          db.from('request_automations').update({ status }).eq('id', id),
      invalidatesTags: ['request_automations'],
    }),
  }),
});

export const { useGetAutomationRequestsQuery, useRequestAutomationMutation, useSetAutomationRequestStatusMutation } = automationRequestsApi;
