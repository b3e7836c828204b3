import { useOutbox, type ChatMessage, type Outbox } from 'shared-ui/chat';
import { useSendMessageMutation } from './api/support-api';

/** Where the client's draft and unsent messages are kept (one open conversation: one per user). */
export const outboxKey = (userId: string) => `portal.support-chat.${userId}`;

/** The client's draft and messages on their way, kept across a reload (the kit's outbox over send_message). */
export function useMessageOutbox(userId: string, onStored: (message: ChatMessage) => void): Outbox {
  const [sendMessage] = useSendMessageMutation();
  return useOutbox({
    storageKey: outboxKey(userId),
    deliver: (p) => sendMessage({ body: p.body, client_id: p.client_id, attachments: p.attachments }).unwrap(),
    onStored,
  });
}
