import { useEffect, useRef, useState } from 'react';
import { usePlatform } from 'shared-ui';
import type { ChatMessage, Conversation, ReadMark } from './chat-types';
import { followPresence, type PresenceState } from './presence-ledger';

/**
 * Typing is presence (only the database broadcasts on a conversation's channel), and Realtime allows a channel 5
 * presence calls per 30 s (`client_presence_rate_limit`; past it the channel is shut): the join's track and then at
 * most one keystroke track every 9 s. "… is typing" stays 11 s after the last one, or until their message arrives.
 */
export const TYPING_SHOWN_MS = 11_000;
const TYPING_SENT_EVERY_MS = 9_000;

export type ChatRole = 'client' | 'advisor';

/** A row change as the database broadcasts it (realtime.broadcast_changes). */
export interface RowBroadcast<T> {
  operation: 'INSERT' | 'UPDATE' | 'DELETE';
  table: string;
  record: T | null;
  old_record: T | null;
}

export interface ConversationChannelHandlers {
  onMessage(message: ChatMessage): void;
  onReadMark(mark: ReadMark): void;
  /** The conversation assigned or archived (the row as it is now). */
  onConversation?(conversation: Conversation): void;
  /**
   * The conversation's changes are streaming: each time the channel joins (the first time too, and after a
   * reconnect). What was written between the thread's read and the join arrives on neither: read it again here.
   */
  onJoined?(): void;
}

export interface ConversationChannel {
  /** Someone of the other side has the conversation open (presence on `conversation:<id>`). */
  otherPresent: boolean;
  /** When the other side was last seen leaving it (this visit). */
  otherLeftAt: string | null;
  otherTyping: boolean;
  /** Tells the other side I am typing (throttled). */
  notifyTyping(): void;
}

/**
 * The presence keys of the other side. Who is who comes from the conversation's row and the user ids (each
 * participant's presence key is their user id), never from what a payload says: the conversation's client is the
 * key `clientId`; any other key on the channel is an admin (only they and the client may join it).
 */
export function otherSideKeys(state: PresenceState, role: ChatRole, me: string, clientId: string): string[] {
  return Object.keys(state).filter(
    (key) => key !== me && (role === 'client' ? key !== clientId : key === clientId) && state[key].length > 0,
  );
}

/** Whether anyone is present on a channel only admins may track on (`support-inbox`). */
export const anyonePresent = (state: PresenceState) => Object.values(state).some((metas) => metas.length > 0);

/** The other side's keystrokes as tracked (each key's typing_at), to see which are new. */
const typingMarks = (state: PresenceState, keys: string[]) =>
  keys.flatMap((key) => (state[key] ?? []).map((meta) => `${key}:${meta.typing_at ?? ''}`).filter((m) => !m.endsWith(':')));

/**
 * One side of an open conversation, live, on its one private channel `conversation:<id>` (Realtime Authorization:
 * the realtime.messages policies): the messages, read marks and the conversation's changes the database broadcasts
 * (realtime.broadcast_changes), and presence keyed by user id: who is there and who is typing.
 */
export function useConversationChannel(
  userId: string,
  conversation: Pick<Conversation, 'id' | 'user_id'> | null,
  role: ChatRole,
  handlers: ConversationChannelHandlers,
): ConversationChannel {
  const { supabase } = usePlatform();
  const latest = useRef(handlers);
  latest.current = handlers;
  const conversationId = conversation?.id ?? null;
  const clientId = conversation?.user_id ?? null;
  const [otherPresent, setOtherPresent] = useState(false);
  const [otherLeftAt, setOtherLeftAt] = useState<string | null>(null);
  const [typingUntil, setTypingUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const channelRef = useRef<ReturnType<typeof supabase.channel> | null>(null);
  const lastTypingSent = useRef(0);
  const onlineAt = useRef('');
  const seenTyping = useRef(new Set<string>());

  useEffect(() => {
    if (!conversationId || !clientId) return undefined;
    const channel = supabase.channel(`conversation:${conversationId}`, {
      config: { private: true, presence: { key: userId } },
    });
    const row = <T>(payload: unknown) => (payload as RowBroadcast<T> | undefined)?.record ?? null;
    channel
      .on('broadcast', { event: 'message' }, ({ payload }) => {
        const message = row<ChatMessage>(payload);
        if (!message) return;
        if (message.author_id !== userId) setTypingUntil(0);
        latest.current.onMessage(message);
      })
      .on('broadcast', { event: 'read_mark' }, ({ payload }) => {
        const mark = row<ReadMark>(payload);
        if (mark) latest.current.onReadMark(mark);
      })
      .on('broadcast', { event: 'conversation' }, ({ payload }) => {
        const changed = row<Conversation>(payload);
        if (changed) latest.current.onConversation?.(changed);
      });
    followPresence(channel, (state) => {
      const others = otherSideKeys(state, role, userId, clientId);
      setOtherPresent((was) => {
        if (was && others.length === 0) setOtherLeftAt(new Date().toISOString());
        return others.length > 0;
      });
      // A keystroke not seen before shows "typing" from now (the sender's clock is not this one's).
      const marks = typingMarks(state, others);
      if (marks.some((m) => !seenTyping.current.has(m))) {
        setTypingUntil(Date.now() + TYPING_SHOWN_MS);
        setNow(Date.now());
      }
      seenTyping.current = new Set(marks);
    });
    channel.subscribe((status) => {
      if (status !== 'SUBSCRIBED') return;
      onlineAt.current = new Date().toISOString();
      void channel.track({ online_at: onlineAt.current });
      latest.current.onJoined?.();
    });
    channelRef.current = channel;
    return () => {
      channelRef.current = null;
      setOtherPresent(false);
      setTypingUntil(0);
      void supabase.removeChannel(channel);
    };
  }, [supabase, conversationId, clientId, userId, role]);

  // "… is typing" goes away by itself.
  useEffect(() => {
    if (typingUntil <= now) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), typingUntil - now);
    return () => clearTimeout(timer);
  }, [typingUntil, now]);

  return {
    otherPresent,
    otherLeftAt,
    otherTyping: typingUntil > Date.now(),
    notifyTyping() {
      const channel = channelRef.current;
      if (!channel || Date.now() - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
      lastTypingSent.current = Date.now();
      void channel.track({ online_at: onlineAt.current, typing_at: new Date().toISOString() });
    },
  };
}
