import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { contentApi } from '../../../lib/api';
import {
  ATTACHMENT_URL_SECONDS,
  attachmentUrlQuery,
  markReadQuery,
  messageConversationQuery,
  readMarksQuery,
  threadPageQuery,
} from 'shared-ui/chat';
import type { AdvisorCard, Attachment, ChatMessage, Conversation, ReadMark, ThreadPageArgs } from 'shared-ui/chat';

export interface SendArgs {
  body: string;
  client_id: string;
  attachments: Attachment[];
}

/** The client's Support Chat: their conversations (RLS: their own), messages, read marks and advisor's card. */
export const supportApi = contentApi.enhanceEndpoints({ addTagTypes: ['conversations', 'advisor_cards'] }).injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<Conversation[], void>({
      query: () => (db) => db.from('conversations').select('*').order('created_at', { ascending: false }),
      providesTags: ['conversations'],
    }),
    /** A page of a thread, newest first: the latest, or those before `before` (older pages on scroll). */
    getThreadPage: build.query<ChatMessage[], ThreadPageArgs>({ query: threadPageQuery, keepUnusedDataFor: 0 }),
    getReadMarks: build.query<ReadMark[], string>({ query: readMarksQuery, keepUnusedDataFor: 0 }),
    /** The conversation of a message of the client's (the top-bar search links one as `?focus=<message id>`). */
    getMessageConversation: build.query<string | null, string>({ query: messageConversationQuery }),
    /** A build-out task of the client's ("Ask my advisor" on it opens this screen with `?task=<id>`): what to quote. */
    getQuotedTask: build.query<{ task_name: string; task_due_date: string | null; task_status: string } | null, string>({
      query: (taskId) => (db) => db.from('tasks').select('task_name, task_due_date, task_status').eq('id', taskId).maybeSingle(),
    }),
    getAdvisorCard: build.query<AdvisorCard | null, string>({
      query: (advisorId) => (db) => db.from('advisor_cards').select('*').eq('user_id', advisorId).maybeSingle(),
      providesTags: ['advisor_cards'],
    }),
    /** One request: stores the message (in the open conversation, made if none); the same client_id lands once. */
    sendMessage: build.mutation<ChatMessage, SendArgs>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ body, client_id, attachments }) =>
        (db) =>
          db.rpc('send_message', { body, client_id, attachments: attachments as never }).single(),
    }),
    archiveConversation: build.mutation<Conversation, string>({
      query: (conversationId) => (db) => db.rpc('archive_conversation', { conversation_id: conversationId }).single(),
      invalidatesTags: ['conversations'],
    }),
    markRead: build.mutation<ReadMark, string>({ extraOptions: CALLER_SHOWS_ERROR, query: markReadQuery }),
    /** A file of the private chat-attachments bucket (or the advisor's photo), through a signed URL. */
    getAttachmentUrl: build.query<string, string>({ query: attachmentUrlQuery, keepUnusedDataFor: ATTACHMENT_URL_SECONDS - 300 }),
  }),
});

export const {
  useGetConversationsQuery,
  useGetThreadPageQuery,
  useLazyGetThreadPageQuery,
  useGetReadMarksQuery,
  useGetMessageConversationQuery,
  useGetQuotedTaskQuery,
  useGetAdvisorCardQuery,
  useSendMessageMutation,
  useArchiveConversationMutation,
  useMarkReadMutation,
  useGetAttachmentUrlQuery,
} = supportApi;
