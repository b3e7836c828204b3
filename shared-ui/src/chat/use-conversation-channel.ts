import { useEffect, useRef, useState } from 'react';
import { usePlatform } from 'shared-ui';
import type { ChatMessage, ReadMark } from './chat-types';

/** How long "… is typing" stays without a new typing event. */
export const TYPING_SHOWN_MS = 4000;
const TYPING_SENT_EVERY_MS = 2000;

export type ChatRole = 'client' | 'advisor';
type PresenceMeta = { role?: string };

export interface ConversationChannelHandlers {
  onMessage(message: ChatMessage): void;
  onReadMark(mark: ReadMark): void;
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

/** Whether someone of `role` is in a presence state. */
export const presentAs = (state: Record<string, PresenceMeta[]>, role: ChatRole) =>
  Object.values(state).some((metas) => metas.some((m) => m.role === role));

/**
 * One side of an open conversation, live: its new messages and read marks (postgres_changes, row-level security
 * per subscriber), and on the private channel `conversation:<id>` (Realtime Authorization) my presence as `role`,
 * the other side's presence, and typing (broadcast).
 */
export function useConversationChannel(
  userId: string,
  conversationId: string | null,
  role: ChatRole,
  handlers: ConversationChannelHandlers,
): ConversationChannel {
  const { supabase } = usePlatform();
  const latest = useRef(handlers);
  latest.current = handlers;
  const other: ChatRole = role === 'client' ? 'advisor' : 'client';
  const [otherPresent, setOtherPresent] = useState(false);
  const [otherLeftAt, setOtherLeftAt] = useState<string | null>(null);
  const [typingUntil, setTypingUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const channelRef = useRef<ReturnType<typeof supabase.channel> | null>(null);
  const lastTypingSent = useRef(0);

  useEffect(() => {
    if (!conversationId) return undefined;
    const filter = `conversation_id=eq.${conversationId}`;
    const changes = supabase
      .channel(`chat-thread:${conversationId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_messages', filter }, (p) => {
        if (p.eventType === 'DELETE') return;
        const message = p.new as ChatMessage;
        if (message.author_role === other) setTypingUntil(0);
        latest.current.onMessage(message);
      })
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_reads', filter }, (p) => {
        if (p.eventType !== 'DELETE') latest.current.onReadMark(p.new as ReadMark);
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') latest.current.onJoined?.();
      });
    return () => void supabase.removeChannel(changes);
  }, [supabase, conversationId, other]);

  useEffect(() => {
    if (!conversationId) return undefined;
    const channel = supabase.channel(`conversation:${conversationId}`, {
      config: { private: true, presence: { key: userId }, broadcast: { self: false } },
    });
    channel
      .on('presence', { event: 'sync' }, () => {
        const present = presentAs(channel.presenceState<PresenceMeta>(), other);
        setOtherPresent((was) => {
          if (was && !present) setOtherLeftAt(new Date().toISOString());
          return present;
        });
      })
      .on('broadcast', { event: 'typing' }, ({ payload }) => {
        if ((payload as PresenceMeta | undefined)?.role === other) setTypingUntil(Date.now() + TYPING_SHOWN_MS);
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') void channel.track({ role, online_at: new Date().toISOString() });
      });
    channelRef.current = channel;
    return () => {
      channelRef.current = null;
      setOtherPresent(false);
      setTypingUntil(0);
      void supabase.removeChannel(channel);
    };
  }, [supabase, conversationId, userId, role, other]);

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
      void channel.send({ type: 'broadcast', event: 'typing', payload: { role } });
    },
  };
}
