import { useCallback, useEffect, useRef, useState } from 'react';
import type { Attachment, ChatMessage, PendingMessage } from 'shared-ui/chat';
import { loadChat, newPending, saveChat } from './outbox';
import { useSendMessageMutation } from './api/support-api';

export interface Outbox {
  draft: string;
  setDraft(draft: string): void;
  pending: PendingMessage[];
  /** Queues the message and sends it; a failure keeps it with Retry. */
  send(body: string, attachments: Attachment[]): void;
  retry(clientId: string): void;
}

/**
 * Nothing typed is lost: the draft and every message not yet stored live in localStorage (per user) until the
 * server has stored them. A resend carries the same client_id, so it lands once. Back online, failed ones go again.
 */
export function useOutbox(userId: string, onStored: (message: ChatMessage) => void): Outbox {
  const [chat, setChat] = useState(() => loadChat(window.localStorage, userId));
  const [sendMessage] = useSendMessageMutation();
  const stored = useRef(onStored);
  stored.current = onStored;
  const current = useRef(chat);
  current.current = chat;

  useEffect(() => saveChat(window.localStorage, userId, chat), [userId, chat]);

  const deliver = useCallback(
    (p: PendingMessage) => {
      setChat((c) => ({ ...c, outbox: c.outbox.map((o) => (o.client_id === p.client_id ? { ...o, failed: false } : o)) }));
      sendMessage({ body: p.body, client_id: p.client_id, attachments: p.attachments })
        .unwrap()
        .then((message) => {
          stored.current(message);
          setChat((c) => ({ ...c, outbox: c.outbox.filter((o) => o.client_id !== p.client_id) }));
        })
        .catch(() => {
          setChat((c) => ({ ...c, outbox: c.outbox.map((o) => (o.client_id === p.client_id ? { ...o, failed: true } : o)) }));
        });
    },
    [sendMessage],
  );

  useEffect(() => {
    const again = () => current.current.outbox.filter((p) => p.failed).forEach(deliver);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [deliver]);

  return {
    draft: chat.draft,
    setDraft: (draft) => setChat((c) => ({ ...c, draft })),
    pending: chat.outbox,
    send(body, attachments) {
      const p = newPending(body, attachments, crypto.randomUUID(), new Date());
      setChat((c) => ({ draft: '', outbox: [...c.outbox, p] }));
      deliver(p);
    },
    retry(clientId) {
      const p = current.current.outbox.find((o) => o.client_id === clientId);
      if (p) deliver(p);
    },
  };
}
