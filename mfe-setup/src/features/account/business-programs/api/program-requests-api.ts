import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { setupApi } from '../../../../lib/api';
import type { ProgramName } from '../programs';

export interface ProgramRequest {
  program: ProgramName;
  plan: string;
  note: string;
}

export const programRequestsApi = setupApi.injectEndpoints({
  endpoints: (build) => ({
    /** Stores the request and e-mails the admins (the `request-program` edge function). */
    requestProgram: build.mutation<{ request: { id: string }; notified: number }, ProgramRequest>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ program, plan, note }) =>
        (db) =>
          db.functions.invoke('request-program', { body: { program, plan, note: note.trim() || undefined } }),
    }),
  }),
});

export const { useRequestProgramMutation } = programRequestsApi;
