import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { contentApi } from '../../../app/api';

export interface AutomationRequest {
  id: string;
  user_id: string;
  type: string | null;
  description: string | null;
  priority: 'High' | 'Medium' | 'Low' | null;
  status: 'new' | 'in_progress' | 'done';
  created_at: string;
}

/** Requests for new automations: a client reads their own, an admin every one (RLS). */
export const automationRequestsApi = contentApi.enhanceEndpoints({ addTagTypes: ['request_automations'] }).injectEndpoints({
  endpoints: (build) => ({
    getAutomationRequests: build.query<AutomationRequest[], void>({
      query: () => (db) => db.from('request_automations').select('id, user_id, type, description, priority, status, created_at').order('created_at', { ascending: false }),
      providesTags: ['request_automations'],
    }),
    requestAutomation: build.mutation<AutomationRequest, Pick<AutomationRequest, 'type' | 'description' | 'priority'>>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (row) => (db) => db.from('request_automations').insert(row).select().single(),
      invalidatesTags: ['request_automations'],
    }),
    setAutomationRequestStatus: build.mutation<null, { id: string; status: AutomationRequest['status'] }>({
      query: ({ id, status }) => (db) => db.from('request_automations').update({ status }).eq('id', id),
      invalidatesTags: ['request_automations'],
    }),
  }),
});

export const { useGetAutomationRequestsQuery, useRequestAutomationMutation, useSetAutomationRequestStatusMutation } = automationRequestsApi;
