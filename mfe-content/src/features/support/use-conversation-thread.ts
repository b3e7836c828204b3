import { useChatThread, type ChatThread } from 'shared-ui/chat';
import { useGetThreadPageQuery, useGetReadMarksQuery, useLazyGetThreadPageQuery } from './api/support-api';

const ENDPOINTS = { usePage: useGetThreadPageQuery, useLazyPage: useLazyGetThreadPageQuery, useReadMarks: useGetReadMarksQuery };

/** A conversation of the client's: the shared thread over Support Chat's endpoints. */
export function useConversationThread(conversationId: string | null, me: string): ChatThread {
  return useChatThread(conversationId, me, ENDPOINTS);
}
