import { useCallback, useState } from 'react';
import type { Attachment, ChatMessage, PendingMessage } from 'shared-ui/chat';
import { useSendReplyMutation } from './api/conversations-api';

/**
 * The advisor's replies on their way: shown at once as "Sending...", kept with Retry when a send fails (the same
 * client_id, so a retried reply lands once), dropped when stored. Drafts are kept per conversation.
 */
export function useReplies(conversationId: string | null, onStored: (message: ChatMessage) => void) {
  const [sendReply] = useSendReplyMutation();
  const [pending, setPending] = useState<(PendingMessage & { conversationId: string })[]>([]);
  const [drafts, setDrafts] = useState<Record<string, string>>({});

  const deliver = useCallback(
    (p: PendingMessage & { conversationId: string }) => {
      setPending((all) => all.map((x) => (x.client_id === p.client_id ? { ...x, failed: false } : x)));
      void sendReply({ conversationId: p.conversationId, body: p.body, client_id: p.client_id, attachments: p.attachments })
        .unwrap()
        .then((message) => {
          onStored(message);
          setPending((all) => all.filter((x) => x.client_id !== p.client_id));
        })
        .catch(() => setPending((all) => all.map((x) => (x.client_id === p.client_id ? { ...x, failed: true } : x))));
    },
    [sendReply, onStored],
  );

  return {
    pending: pending.filter((p) => p.conversationId === conversationId),
    draft: conversationId ? (drafts[conversationId] ?? '') : '',
    setDraft: (draft: string) => conversationId && setDrafts((d) => ({ ...d, [conversationId]: draft })),
    send(body: string, attachments: Attachment[]) {
      if (!conversationId) return;
      const p = { conversationId, client_id: crypto.randomUUID(), body, attachments, created_at: new Date().toISOString(), failed: false };
      setPending((all) => [...all, p]);
      setDrafts((d) => ({ ...d, [conversationId]: '' }));
      deliver(p);
    },
    retry(clientId: string) {
      const p = pending.find((x) => x.client_id === clientId);
      if (p) deliver(p);
    },
  };
}
