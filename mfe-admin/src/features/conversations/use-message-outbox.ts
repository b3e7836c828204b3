import { useOutbox, type ChatMessage, type Outbox } from 'shared-ui/chat';
import { useSendReplyMutation } from './api/conversations-api';

/** Where an admin's draft and unsent replies of one conversation are kept. */
export const repliesKey = (userId: string, conversationId: string) => `portal.support-inbox.${userId}.${conversationId}`;

/**
 * The advisor's replies to one conversation: the kit's outbox over send_message, so a draft and a failed reply
 * survive switching conversations and a reload, as the client's do (a retried reply lands once).
 */
export function useReplies(userId: string, conversationId: string, onStored: (message: ChatMessage) => void): Outbox {
  const [sendReply] = useSendReplyMutation();
  return useOutbox({
    storageKey: repliesKey(userId, conversationId),
    deliver: (p) => sendReply({ conversationId, body: p.body, client_id: p.client_id, attachments: p.attachments }).unwrap(),
    onStored,
  });
}
