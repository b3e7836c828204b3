import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { contentApi } from '../../../lib/api';
import type { AdvisorCard, Attachment, ChatMessage, Conversation, ReadMark } from 'shared-ui/chat';

export const PAGE_SIZE = 30;
const SIGNED_URL_SECONDS = 60 * 60;

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
    getMessages: build.query<ChatMessage[], { conversationId: string; before?: string }>({
      query:
        ({ conversationId, before }) =>
        (db) => {
          let q = db.from('conversation_messages').select('*').eq('conversation_id', conversationId);
          if (before) q = q.lt('created_at', before);
          return q.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(PAGE_SIZE);
        },
      keepUnusedDataFor: 0,
    }),
    getReadMarks: build.query<ReadMark[], string>({
      query: (conversationId) => (db) => db.from('conversation_reads').select('*').eq('conversation_id', conversationId),
      keepUnusedDataFor: 0,
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
    markConversationRead: build.mutation<ReadMark, string>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (conversationId) => (db) => db.rpc('mark_conversation_read', { conversation_id: conversationId }).single(),
    }),
    /** A file of the private chat-attachments bucket (or the advisor's photo), through a signed URL. */
    getAttachmentUrl: build.query<string, string>({
      query: (path) => async (db) => {
        const { data, error } = await db.storage.from('chat-attachments').createSignedUrl(path, SIGNED_URL_SECONDS);
        return { data: data?.signedUrl ?? null, error };
      },
      keepUnusedDataFor: SIGNED_URL_SECONDS - 300,
    }),
  }),
});

export const {
  useGetConversationsQuery,
  useGetMessagesQuery,
  useLazyGetMessagesQuery,
  useGetReadMarksQuery,
  useGetAdvisorCardQuery,
  useSendMessageMutation,
  useArchiveConversationMutation,
  useMarkConversationReadMutation,
  useGetAttachmentUrlQuery,
} = supportApi;
