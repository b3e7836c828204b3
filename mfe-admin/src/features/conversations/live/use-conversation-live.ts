import { useEffect, useRef, useState } from 'react';
import { usePlatform } from 'shared-ui';
import type { ChatMessage, ReadMark } from 'shared-ui/chat';

const TYPING_SHOWN_MS = 4000;
const TYPING_SENT_EVERY_MS = 2000;

type PresenceMeta = { role?: string };

export interface ConversationLive {
  /** The client has the conversation open (presence on `conversation:<id>`). */
  clientOnline: boolean;
  clientTyping: boolean;
  /** Tells the client the advisor is typing (throttled). */
  notifyTyping(): void;
}

/**
 * The conversation the admin has open: their presence and typing on the private channel `conversation:<id>`
 * (the client sees "Online" and "Advisor is typing..."), the client's presence and typing, new messages and read marks.
 */
interface Handlers {
  onMessage(message: ChatMessage): void;
  onReadMark(mark: ReadMark): void;
}

export function useConversationLive(userId: string, conversationId: string | null, handlers: Handlers): ConversationLive {
  const { supabase } = usePlatform();
  const latest = useRef(handlers);
  latest.current = handlers;
  const [clientOnline, setClientOnline] = useState(false);
  const [typingUntil, setTypingUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const channelRef = useRef<ReturnType<typeof supabase.channel> | null>(null);
  const lastTypingSent = useRef(0);

  useEffect(() => {
    if (!conversationId) return undefined;
    const channel = supabase.channel(`conversation:${conversationId}`, {
      config: { private: true, presence: { key: userId }, broadcast: { self: false } },
    });
    channel
      .on('presence', { event: 'sync' }, () => {
        const state = channel.presenceState<PresenceMeta>();
        setClientOnline(Object.values(state).some((metas) => metas.some((m) => m.role === 'client')));
      })
      .on('broadcast', { event: 'typing' }, ({ payload }) => {
        if ((payload as PresenceMeta | undefined)?.role === 'client') setTypingUntil(Date.now() + TYPING_SHOWN_MS);
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') void channel.track({ role: 'advisor', online_at: new Date().toISOString() });
      });
    const filter = `conversation_id=eq.${conversationId}`;
    const reads = supabase
      .channel(`inbox-thread:${conversationId}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'conversation_messages', filter }, (p) => {
        const message = p.new as ChatMessage;
        if (message.author_role === 'client') setTypingUntil(0);
        latest.current.onMessage(message);
      })
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_reads', filter }, (p) => {
        if (p.eventType !== 'DELETE') latest.current.onReadMark(p.new as ReadMark);
      })
      .subscribe();
    channelRef.current = channel;
    return () => {
      channelRef.current = null;
      setClientOnline(false);
      setTypingUntil(0);
      void supabase.removeChannel(channel);
      void supabase.removeChannel(reads);
    };
  }, [supabase, conversationId, userId]);

  useEffect(() => {
    if (typingUntil <= now) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), typingUntil - now);
    return () => clearTimeout(timer);
  }, [typingUntil, now]);

  return {
    clientOnline,
    clientTyping: typingUntil > Date.now(),
    notifyTyping() {
      const channel = channelRef.current;
      if (!channel || Date.now() - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
      lastTypingSent.current = Date.now();
      void channel.send({ type: 'broadcast', event: 'typing', payload: { role: 'advisor' } });
    },
  };
}
