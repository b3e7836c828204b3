import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import type { Tables } from 'shared-ui';
import {
  ATTACHMENT_URL_SECONDS,
  attachmentUrlQuery,
  markReadQuery,
  messageConversationQuery,
  readMarksQuery,
  threadPageQuery,
} from 'shared-ui/chat';
import type { Attachment, ChatMessage, Conversation, ReadMark, ThreadPageArgs } from 'shared-ui/chat';
import { adminApi } from '../../../lib/api';

/** The inbox shows this many conversations per filter, newest activity first. */
export const INBOX_LIMIT = 200;

export type ClientSummary = Pick<Tables<'users'>, 'id' | 'name' | 'email'>;
/** A conversation in the inbox, with its client. */
export type InboxConversation = Conversation & { client: ClientSummary | null };
export type Admin = Pick<Tables<'users'>, 'id' | 'name' | 'email'>;
export type UnreadCount = { conversation_id: string; unread: number };

/** The admin read a conversation: none unread there any more (the cached counts, in place). */
function clearUnread(counts: UnreadCount[], conversationId: string): void {
  const i = counts.findIndex((c) => c.conversation_id === conversationId);
  if (i >= 0) counts.splice(i, 1);
}

export interface ClientContext {
  completed: number;
  total: number;
  documents: Pick<Tables<'business_documents'>, 'id' | 'document_name' | 'document_type' | 'created_at'>[];
}

export interface SendArgs {
  conversationId: string;
  body: string;
  client_id: string;
  attachments: Attachment[];
}

/** The admins' Support Chat inbox: every conversation (RLS: admins read all), its thread, take and reassign. */
export const conversationsApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['conversations', 'conversation_unread_counts', 'get_admin_overview'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getInboxConversations: build.query<InboxConversation[], void>({
        query: () => (db) =>
          db
            .from('conversations')
            .select('*, client:users!conversations_user_id_fkey(id, name, email)')
            .order('last_message_at', { ascending: false, nullsFirst: false })
            .order('created_at', { ascending: false })
            .limit(INBOX_LIMIT) as never,
        providesTags: ['conversations'],
      }),
      getUnreadCounts: build.query<UnreadCount[], void>({
        query: () => (db) => db.rpc('conversation_unread_counts') as never,
        providesTags: ['conversation_unread_counts'],
      }),
      getAdmins: build.query<Admin[], void>({
        query: () => (db) => db.from('users').select('id, name, email').eq('role', 'admin').order('name'),
      }),
      /** A page of a thread, newest first: the latest, or those before `before`. */
      getThreadPage: build.query<ChatMessage[], ThreadPageArgs>({ query: threadPageQuery, keepUnusedDataFor: 0 }),
      getReadMarks: build.query<ReadMark[], string>({ query: readMarksQuery, keepUnusedDataFor: 0 }),
      /** The conversation of a message (the top-bar search opens a message as `?focus=<message id>`); RLS: admins read all. */
      getMessageConversation: build.query<string | null, string>({ query: messageConversationQuery }),
      /** The client beside the thread: build-out progress and latest documents. */
      getClientContext: build.query<ClientContext, string>({
        query: (userId) => async (db) => {
          const [tasks, docs] = await Promise.all([
            db.from('tasks').select('task_status').eq('user_id', userId),
            db
              .from('business_documents')
              .select('id, document_name, document_type, created_at')
              .eq('user_id', userId)
              .order('created_at', { ascending: false })
              .limit(3),
          ]);
          const error = tasks.error ?? docs.error;
          if (error) return { data: null, error };
          const rows = tasks.data ?? [];
          return {
            data: {
              completed: rows.filter((t) => t.task_status === 'Completed').length,
              total: rows.length,
              documents: docs.data ?? [],
            },
            error: null,
          };
        },
      }),
      /** One request: the advisor's answer in the conversation (the same client_id lands once). */
      sendMessage: build.mutation<ChatMessage, SendArgs>({
        extraOptions: CALLER_SHOWS_ERROR,
        query:
          ({ conversationId, body, client_id, attachments }) =>
          (db) =>
            db.rpc('send_message', { body, client_id, attachments: attachments as never, conversation_id: conversationId }).single(),
        invalidatesTags: ['get_admin_overview'],
      }),
      takeConversation: build.mutation<Conversation, string>({
        query: (conversationId) => (db) => db.rpc('take_conversation', { conversation_id: conversationId }).single(),
        invalidatesTags: ['conversations', 'get_admin_overview'],
      }),
      assignConversation: build.mutation<Conversation, { conversationId: string; advisorId: string }>({
        query:
          ({ conversationId, advisorId }) =>
          (db) =>
            db.rpc('assign_conversation', { conversation_id: conversationId, advisor_id: advisorId }).single(),
        invalidatesTags: ['conversations'],
      }),
      markRead: build.mutation<ReadMark, string>({
        extraOptions: CALLER_SHOWS_ERROR,
        query: markReadQuery,
        // Read up to now: the cached count of this conversation goes to none (the counts are not read again).
        async onQueryStarted(conversationId, { dispatch, queryFulfilled }) {
          try {
            await queryFulfilled;
            dispatch(conversationsApi.util.updateQueryData('getUnreadCounts', undefined, (counts) => clearUnread(counts, conversationId)));
          } catch {
            // the caller shows the error
          }
        },
      }),
      getAttachmentUrl: build.query<string, string>({ query: attachmentUrlQuery, keepUnusedDataFor: ATTACHMENT_URL_SECONDS - 300 }),
    }),
  });

export const {
  useGetInboxConversationsQuery,
  useGetUnreadCountsQuery,
  useGetAdminsQuery,
  useGetThreadPageQuery,
  useLazyGetThreadPageQuery,
  useGetReadMarksQuery,
  useGetMessageConversationQuery,
  useGetClientContextQuery,
  useSendMessageMutation,
  useTakeConversationMutation,
  useAssignConversationMutation,
  useMarkReadMutation,
  useGetAttachmentUrlQuery,
} = conversationsApi;
