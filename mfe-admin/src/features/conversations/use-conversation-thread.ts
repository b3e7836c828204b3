import { useChatThread, type ChatThread } from 'shared-ui/chat';
import { useGetThreadPageQuery, useGetThreadReadMarksQuery, useLazyGetThreadPageQuery } from './api/conversations-api';

const ENDPOINTS = { usePage: useGetThreadPageQuery, useLazyPage: useLazyGetThreadPageQuery, useReadMarks: useGetThreadReadMarksQuery };

/** A conversation in the inbox: the shared thread over the inbox's endpoints. */
export function useInboxThread(conversationId: string | null, me: string): ChatThread {
  return useChatThread(conversationId, me, ENDPOINTS);
}
