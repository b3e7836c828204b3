import type { Attachment, PendingMessage } from 'shared-ui/chat';

/** What the client has typed and not yet seen stored: the draft and the outbox, per user, in localStorage. */
export interface SavedChat {
  draft: string;
  outbox: PendingMessage[];
}

const EMPTY: SavedChat = { draft: '', outbox: [] };
const MAX_OUTBOX = 50;

export const storageKey = (userId: string) => `portal.support-chat.${userId}`;

function isPending(value: unknown): value is PendingMessage {
  const v = value as Partial<PendingMessage> | null;
  return (
    !!v && typeof v.client_id === 'string' && typeof v.body === 'string' && typeof v.created_at === 'string' && Array.isArray(v.attachments)
  );
}

/** Reads what was saved (anything unreadable counts as nothing). Messages left "sending" by a closed page come back as failed. */
export function loadChat(storage: Storage, userId: string): SavedChat {
  try {
    const raw = JSON.parse(storage.getItem(storageKey(userId)) ?? 'null') as Partial<SavedChat> | null;
    if (!raw) return EMPTY;
    return {
      draft: typeof raw.draft === 'string' ? raw.draft : '',
      outbox: (Array.isArray(raw.outbox) ? raw.outbox.filter(isPending) : []).map((p) => ({ ...p, failed: true })),
    };
  } catch {
    return EMPTY;
  }
}

export function saveChat(storage: Storage, userId: string, chat: SavedChat): void {
  try {
    if (!chat.draft && chat.outbox.length === 0) storage.removeItem(storageKey(userId));
    else storage.setItem(storageKey(userId), JSON.stringify({ draft: chat.draft, outbox: chat.outbox.slice(-MAX_OUTBOX) }));
  } catch {
    // Storage full or refused (private mode): the message still goes; only a reload would lose it.
  }
}

export function newPending(body: string, attachments: Attachment[], id: string, now: Date): PendingMessage {
  return { client_id: id, body, attachments, created_at: now.toISOString(), failed: false };
}
