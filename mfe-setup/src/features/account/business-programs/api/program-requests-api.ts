import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { setupApi } from '../../../../lib/api';
import type { RequestPayment, StoredRequest } from '../program-status';
import type { ProgramName } from '../programs';

export interface ProgramRequest {
  program: ProgramName;
  plan: string;
  note: string;
}

export const programRequestsApi = setupApi.enhanceEndpoints({ addTagTypes: ['program_requests', 'payments'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The owner's own program requests (row-level security: their own rows), newest first. */
    getMyProgramRequests: build.query<StoredRequest[], string>({
      query: (userId) => (db) =>
        db
          .from('program_requests')
          .select('id, program, plan, status, created_at')
          .eq('user_id', userId)
          .order('created_at', { ascending: false }),
      providesTags: ['program_requests'],
    }),
    /** The owner's payments recorded against a request (admins record them), for the requests' Paid state. */
    getRequestPayments: build.query<RequestPayment[], string>({
      query: (userId) => (db) =>
        db.from('payments').select('program_request_id, amount, status').eq('user_id', userId).not('program_request_id', 'is', null),
      providesTags: ['payments'],
    }),
    /** Stores the request and e-mails the admins (the `request-program` edge function). */
    requestProgram: build.mutation<{ request: { id: string }; notified: number }, ProgramRequest>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ program, plan, note }) =>
        (db) =>
          db.functions.invoke('request-program', { body: { program, plan, note: note.trim() || undefined } }),
      invalidatesTags: ['program_requests'],
    }),
  }),
});

export const { useGetMyProgramRequestsQuery, useGetRequestPaymentsQuery, useRequestProgramMutation } = programRequestsApi;
