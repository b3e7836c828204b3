import { useChatThread, type ChatThread } from 'shared-ui/chat';
import { useGetMessagesQuery, useGetReadMarksQuery, useLazyGetMessagesQuery } from './api/support-api';

const ENDPOINTS = { usePage: useGetMessagesQuery, useLazyPage: useLazyGetMessagesQuery, useReadMarks: useGetReadMarksQuery };

/** A conversation of the client's: the shared thread over Support Chat's endpoints. */
export function useThread(conversationId: string | null, me: string): ChatThread {
  return useChatThread(conversationId, me, ENDPOINTS);
}
