import type { ChatMessage, DeliveryState, PendingMessage, ReadMark } from './chat-types';

/** A line of the thread as shown: a stored message, or one of ours still on its way. */
export type ThreadItem =
  | { kind: 'day'; key: string; day: string }
  | { kind: 'unread'; key: string }
  | { kind: 'message'; key: string; message: ChatMessage; own: boolean; state?: DeliveryState }
  | { kind: 'pending'; key: string; pending: PendingMessage };

/** Stored messages by id, oldest first (pages and live inserts may overlap). */
export function mergeMessages(...lists: readonly ChatMessage[][]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const list of lists) for (const m of list) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

/** The local calendar day of a time, as YYYY-MM-DD: the key of a day separator (`formatLocalDay` writes it for people). */
export function localDayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** When the other side last read the conversation (null: never). */
export function othersReadAt(marks: readonly ReadMark[], me: string): string | null {
  return marks.filter((m) => m.user_id !== me).reduce<string | null>((a, m) => (a && a > m.last_read_at ? a : m.last_read_at), null);
}

/**
 * The thread's lines: day separators, the divider before the first message of the other side after
 * `unreadAfter` (my read mark when the screen opened), own messages marked sent or seen, then what is pending.
 */
export function threadItems(
  messages: readonly ChatMessage[],
  pending: readonly PendingMessage[],
  me: string,
  othersRead: string | null,
  unreadAfter: string | null | undefined,
): ThreadItem[] {
  const stored = new Set(messages.map((m) => m.client_id));
  const items: ThreadItem[] = [];
  let day = '';
  let dividerShown = unreadAfter === undefined;
  const dayLine = (iso: string) => {
    const d = localDayKey(iso);
    if (d !== day) {
      day = d;
      items.push({ kind: 'day', key: `day:${d}`, day: d });
    }
  };
  for (const message of messages) {
    const own = message.author_id === me;
    dayLine(message.created_at);
    if (!dividerShown && !own && message.created_at > (unreadAfter ?? '')) {
      dividerShown = true;
      items.push({ kind: 'unread', key: 'unread' });
    }
    const state: DeliveryState | undefined = own ? (othersRead && othersRead >= message.created_at ? 'seen' : 'sent') : undefined;
    items.push({ kind: 'message', key: message.id, message, own, state });
  }
  for (const p of pending) {
    if (stored.has(p.client_id)) continue;
    dayLine(p.created_at);
    items.push({ kind: 'pending', key: `pending:${p.client_id}`, pending: p });
  }
  return items;
}
