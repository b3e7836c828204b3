import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from 'shared-ui';
import type { Attachment, ChatMessage, PendingMessage } from './chat-types';
import { restoreSavedChat, newPending, saveChat, updateChat, type SavedChat } from './outbox';

export interface Outbox {
  draft: string;
  setDraft(draft: string): void;
  pending: PendingMessage[];
  /** Queues the message and sends it; a failure keeps it with Retry. */
  send(body: string, attachments: Attachment[]): void;
  retry(clientId: string): void;
}

export interface OutboxOptions {
  /** The localStorage key of this draft and outbox (per user, and per conversation where there are several). */
  storageKey: string;
  /** Stores the message (one request, the remote's endpoint); the same client_id lands once. */
  deliver(pending: PendingMessage): Promise<ChatMessage>;
  onStored(message: ChatMessage): void;
}

const marked = (chat: SavedChat, clientId: string, failed: boolean, error?: string): SavedChat => ({
  ...chat,
  outbox: chat.outbox.map((o) => (o.client_id === clientId ? { ...o, failed, error } : o)),
});

/** A limit the server reached says so in the portal's words (429); other failures are shown as "Not sent" alone. */
const limitReached = (error: unknown) => (isApiError(error) && error.status === 429 ? error.message : undefined);
const without = (chat: SavedChat, clientId: string): SavedChat => ({
  ...chat,
  outbox: chat.outbox.filter((o) => o.client_id !== clientId),
});

/**
 * Nothing typed is lost: the draft and every message not yet stored live in localStorage until the server has
 * stored them (a send that ends after the screen was left still updates what is saved). A resend carries the
 * same client_id, so it lands once. Back online, failed ones go again.
 */
export function useOutbox({ storageKey, deliver, onStored }: OutboxOptions): Outbox {
  const [chat, setChat] = useState(() => restoreSavedChat(window.localStorage, storageKey));
  const latest = useRef({ deliver, onStored, chat });
  latest.current = { deliver, onStored, chat };

  useEffect(() => saveChat(window.localStorage, storageKey, chat), [storageKey, chat]);

  const settle = useCallback(
    (change: (c: SavedChat) => SavedChat) => {
      setChat(change);
      updateChat(window.localStorage, storageKey, change);
    },
    [storageKey],
  );

  const go = useCallback(
    (p: PendingMessage) => {
      setChat((c) => marked(c, p.client_id, false));
      latest.current
        .deliver(p)
        .then((message) => {
          latest.current.onStored(message);
          settle((c) => without(c, p.client_id));
        })
        .catch((error: unknown) => settle((c) => marked(c, p.client_id, true, limitReached(error))));
    },
    [settle],
  );

  useEffect(() => {
    const again = () => latest.current.chat.outbox.filter((p) => p.failed).forEach(go);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [go]);

  return {
    draft: chat.draft,
    setDraft: (draft) => setChat((c) => ({ ...c, draft })),
    pending: chat.outbox,
    send(body, attachments) {
      const p = newPending(body, attachments, crypto.randomUUID(), new Date());
      setChat((c) => ({ draft: '', outbox: [...c.outbox, p] }));
      go(p);
    },
    retry(clientId) {
      const p = latest.current.chat.outbox.find((o) => o.client_id === clientId);
      if (p) go(p);
    },
  };
}
