import { useOutbox, type ChatMessage, type Outbox } from 'shared-ui/chat';
import { useSendMessageMutation } from './api/conversations-api';

/** Where an admin's draft and unsent replies of one conversation are kept. */
export const outboxKey = (userId: string, conversationId: string) => `portal.support-inbox.${userId}.${conversationId}`;

/**
 * The advisor's replies to one conversation: the kit's outbox over send_message, so a draft and a failed reply
 * survive switching conversations and a reload, as the client's do (a retried reply lands once).
 */
export function useMessageOutbox(userId: string, conversationId: string, onStored: (message: ChatMessage) => void): Outbox {
  const [sendMessage] = useSendMessageMutation();
  return useOutbox({
    storageKey: outboxKey(userId, conversationId),
    deliver: (p) => sendMessage({ conversationId, body: p.body, client_id: p.client_id, attachments: p.attachments }).unwrap(),
    onStored,
  });
}
