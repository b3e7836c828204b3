import { useChatThread, type ChatThread } from 'shared-ui/chat';
import { useGetThreadPageQuery, useGetReadMarksQuery, useLazyGetThreadPageQuery } from './api/conversations-api';

const ENDPOINTS = { usePage: useGetThreadPageQuery, useLazyPage: useLazyGetThreadPageQuery, useReadMarks: useGetReadMarksQuery };

/** A conversation in the inbox: the shared thread over the inbox's endpoints. */
export function useConversationThread(conversationId: string | null, me: string): ChatThread {
  return useChatThread(conversationId, me, ENDPOINTS);
}
