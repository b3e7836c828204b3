import type { Tables } from 'shared-ui';
import { adminApi } from '../../../lib/api';

export const REQUEST_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'closed', label: 'Closed' },
] as const;

export type RequestStatus = (typeof REQUEST_STATUSES)[number]['value'];

/** A request as the admin lists it, with who sent it. */
export type ProgramRequest = Omit<Tables<'program_requests'>, 'status'> & {
  status: RequestStatus;
  users: Pick<Tables<'users'>, 'name' | 'email'> | null;
};

/** Program requests (`program_requests`, admins read all and update): the admin area's list and each client's. */
export const programRequestsApi = adminApi.enhanceEndpoints({ addTagTypes: ['program_requests', 'get_admin_overview'] }).injectEndpoints({
  endpoints: (build) => ({
    getProgramRequests: build.query<ProgramRequest[], { status?: RequestStatus; userId?: string }>({
      query:
        ({ status, userId }) =>
        (db) => {
          let request = db.from('program_requests').select('id, user_id, program, plan, note, status, created_at, users(name, email)');
          if (status) request = request.eq('status', status);
          if (userId) request = request.eq('user_id', userId);
          return request.order('created_at', { ascending: false });
        },
      providesTags: ['program_requests'],
    }),
    setProgramRequestStatus: build.mutation<null, { id: string; status: RequestStatus }>({
      query:
        ({ id, status }) =>
        (db) =>
          db.from('program_requests').update({ status }).eq('id', id),
      invalidatesTags: ['program_requests', 'get_admin_overview'],
    }),
  }),
});

export const { useGetProgramRequestsQuery, useSetProgramRequestStatusMutation } = programRequestsApi;
