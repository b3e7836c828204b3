import type { Attachment, PendingMessage } from './chat-types';

/** What was typed and not yet seen stored: the draft and the outbox, under one localStorage key. */
export interface SavedChat {
  draft: string;
  outbox: PendingMessage[];
}

const EMPTY: SavedChat = { draft: '', outbox: [] };
const MAX_OUTBOX = 50;

function isPending(value: unknown): value is PendingMessage {
  const v = value as Partial<PendingMessage> | null;
  return (
    !!v && typeof v.client_id === 'string' && typeof v.body === 'string' && typeof v.created_at === 'string' && Array.isArray(v.attachments)
  );
}

/** What is saved under `key`, as it was saved (anything unreadable counts as nothing). */
function readSavedChat(storage: Storage, key: string): SavedChat {
  try {
    const raw = JSON.parse(storage.getItem(key) ?? 'null') as Partial<SavedChat> | null;
    if (!raw) return EMPTY;
    return {
      draft: typeof raw.draft === 'string' ? raw.draft : '',
      outbox: Array.isArray(raw.outbox) ? raw.outbox.filter(isPending) : [],
    };
  } catch {
    return EMPTY;
  }
}

/** What was saved, as a page opening finds it: messages left "sending" by a closed page come back as failed (Retry). */
export function restoreSavedChat(storage: Storage, key: string): SavedChat {
  const chat = readSavedChat(storage, key);
  return { ...chat, outbox: chat.outbox.map((p) => ({ ...p, failed: true })) };
}

/** @deprecated Since 5.1: `restoreSavedChat` (the same); removed in 6.0. */
export function loadChat(storage: Storage, key: string): SavedChat {
  return restoreSavedChat(storage, key);
}

export function saveChat(storage: Storage, key: string, chat: SavedChat): void {
  try {
    if (!chat.draft && chat.outbox.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ draft: chat.draft, outbox: chat.outbox.slice(-MAX_OUTBOX) }));
  } catch {
    // Storage full or refused (private mode): the message still goes; only a reload would lose it.
  }
}

/** Changes what is saved under `key` as it is now (a send that ends after its screen was left). */
export function updateChat(storage: Storage, key: string, change: (chat: SavedChat) => SavedChat): void {
  saveChat(storage, key, change(readSavedChat(storage, key)));
}

export function newPending(body: string, attachments: Attachment[], id: string, now: Date): PendingMessage {
  return { client_id: id, body, attachments, created_at: now.toISOString(), failed: false };
}
