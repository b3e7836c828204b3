import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import type { Tables, TablesInsert, TaskStatus } from 'shared-ui';
import { adminApi } from '../../../lib/api';
import type { ClientProfile } from '../../../lib/client';
import type { PaymentInput, PaymentStatus } from '../payment-rules';

/** The owner profile as the admin sees it; `owner_ssn` is masked by the database: only the last four digits (DECISIONS 5). */
export type OwnerProfileSummary = Pick<
  Tables<'owner_profiles'>,
  | 'business_name'
  | 'business_structure'
  | 'owner_first_name'
  | 'owner_last_name'
  | 'owner_ssn'
  | 'credit_profile'
  | 'owner_type'
  | 'number_of_owners'
  | 'business_email'
  | 'business_phone'
>;

export type { TaskStatus };

export type ClientTask = Pick<
  Tables<'tasks'>,
  | 'id'
  | 'position'
  | 'task_name'
  | 'task_due_date'
  | 'task_priority'
  | 'submitted_at'
  | 'submission_note'
  | 'submission_document_id'
  | 'review_note'
> & {
  task_status: TaskStatus;
};

/** An admin's answer to a submitted task: confirm it (Completed) or send it back with a note. */
export interface TaskReview {
  id: string;
  decision: 'complete' | 'return';
  note?: string;
}

export type Payment = Omit<Tables<'payments'>, 'status'> & { status: PaymentStatus };

/** A program request a payment may be recorded against. */
export type RequestChoice = Pick<Tables<'program_requests'>, 'id' | 'program' | 'plan' | 'status' | 'created_at'>;

export type ClientDocument = Pick<
  Tables<'business_documents'>,
  'id' | 'user_id' | 'document_type' | 'document_name' | 'file_url' | 'created_at' | 'uploaded_by'
>;

/** A document an admin delivers into a client's section (the file already in the client's folder). */
export type DeliveredDocument = Pick<TablesInsert<'business_documents'>, 'user_id' | 'document_type' | 'document_name' | 'file_url'>;

/** A client's page: who they are, their build-out, payments and documents (admins read and write through RLS). */
export const clientApi = adminApi
  .enhanceEndpoints({
    addTagTypes: [
      'users',
      'owner_profiles',
      'tasks',
      'payments',
      'business_documents',
      'get_admin_overview',
      'account_activity',
      'program_requests',
    ],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getClient: build.query<ClientProfile, string>({
        query: (id) => (db) => db.from('users').select('id, name, email, phone, provider, role, created_at').eq('id', id).single(),
        providesTags: ['users'],
      }),
      getOwnerProfile: build.query<OwnerProfileSummary | null, string>({
        query: (userId) => (db) =>
          db
            .from('owner_profiles')
            .select(
              'business_name, business_structure, owner_first_name, owner_last_name, owner_ssn, credit_profile, owner_type, number_of_owners, business_email, business_phone',
            )
            .eq('user_id', userId)
            .maybeSingle(),
        providesTags: ['owner_profiles'],
      }),
      getClientTasks: build.query<ClientTask[], string>({
        query: (userId) => (db) =>
          db
            .from('tasks')
            .select(
              'id, position, task_name, task_due_date, task_priority, task_status, submitted_at, submission_note, submission_document_id, review_note',
            )
            .eq('user_id', userId)
            .order('position'),
        providesTags: ['tasks'],
      }),
      setTaskStatus: build.mutation<null, { id: string; status: TaskStatus }>({
        query:
          ({ id, status }) =>
          (db) =>
            db.from('tasks').update({ task_status: status }).eq('id', id),
        // The database logs the change in the client's activity (migration 20261126030100).
        invalidatesTags: ['tasks', 'get_admin_overview', 'account_activity'],
      }),
      /** Confirms or returns a submitted task (`review_task`: admins only; the database logs it and notifies the client). */
      reviewTask: build.mutation<ClientTask, TaskReview>({
        extraOptions: CALLER_SHOWS_ERROR,
        query:
          ({ id, decision, note }) =>
          (db) =>
            db.rpc('review_task', { task_id: id, decision, note }),
        invalidatesTags: ['tasks', 'get_admin_overview', 'account_activity'],
      }),
      /** The client's program requests, for recording a payment against one (the program-requests feature lists them). */
      getClientRequestChoices: build.query<RequestChoice[], string>({
        query: (userId) => (db) =>
          db
            .from('program_requests')
            .select('id, program, plan, status, created_at')
            .eq('user_id', userId)
            .order('created_at', { ascending: false }),
        providesTags: ['program_requests'],
      }),
      getPayments: build.query<Payment[], string>({
        query: (userId) => (db) =>
          db
            .from('payments')
            .select('*')
            .eq('user_id', userId)
            .order('date', { ascending: false })
            .order('created_at', { ascending: false }),
        providesTags: ['payments'],
      }),
      addPayment: build.mutation<Payment, PaymentInput & Pick<TablesInsert<'payments'>, 'user_id'>>({
        extraOptions: CALLER_SHOWS_ERROR,
        query: (payment) => (db) => db.from('payments').insert(payment).select().single(),
        invalidatesTags: ['payments', 'get_admin_overview', 'account_activity'],
      }),
      updatePayment: build.mutation<Payment, PaymentInput & { id: string }>({
        extraOptions: CALLER_SHOWS_ERROR,
        query:
          ({ id, ...payment }) =>
          (db) =>
            db.from('payments').update(payment).eq('id', id).select().single(),
        invalidatesTags: ['payments', 'get_admin_overview', 'account_activity'],
      }),
      getClientDocuments: build.query<ClientDocument[], string>({
        query: (userId) => (db) =>
          db
            .from('business_documents')
            .select('id, user_id, document_type, document_name, file_url, created_at, uploaded_by')
            .eq('user_id', userId)
            .order('created_at', { ascending: false }),
        providesTags: ['business_documents'],
      }),
      /**
       * A short-lived download link to a client's document. Storage lets admins read no client's file: the
       * `open-document` function records the download in the client's account activity, then signs the link.
       */
      /** The row of a document delivered into a client's section (RLS: admins, the file in the client's folder). */
      deliverDocument: build.mutation<ClientDocument, DeliveredDocument>({
        extraOptions: CALLER_SHOWS_ERROR,
        query: (row) => (db) =>
          db
            .from('business_documents')
            .insert(row)
            .select('id, user_id, document_type, document_name, file_url, created_at, uploaded_by')
            .single(),
        invalidatesTags: ['business_documents', 'account_activity'],
      }),
      getDocumentUrl: build.mutation<{ signedUrl: string; expiresIn: number }, string>({
        query: (documentId) => (db) =>
          db.functions.invoke<{ signedUrl: string; expiresIn: number }>('open-document', {
            body: { document_id: documentId, download: true },
          }),
        invalidatesTags: ['account_activity'],
      }),
    }),
  });

export const {
  useGetClientQuery,
  useGetOwnerProfileQuery,
  useGetClientTasksQuery,
  useSetTaskStatusMutation,
  useReviewTaskMutation,
  useDeliverDocumentMutation,
  useGetPaymentsQuery,
  useGetClientRequestChoicesQuery,
  useAddPaymentMutation,
  useUpdatePaymentMutation,
  useGetClientDocumentsQuery,
  useGetDocumentUrlMutation,
} = clientApi;
