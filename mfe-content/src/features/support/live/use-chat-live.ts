import { useEffect, useRef, useState } from 'react';
import { usePlatform } from 'shared-ui';
import type { ChatMessage, Conversation, ReadMark } from 'shared-ui/chat';

export const TYPING_SHOWN_MS = 4000;
const TYPING_SENT_EVERY_MS = 2000;

interface Handlers {
  onMessage(message: ChatMessage): void;
  onReadMark(mark: ReadMark): void;
  onConversation(conversation: Conversation): void;
}

export interface ChatLive {
  /** An admin is connected to this conversation or to the admins' inbox (presence). */
  advisorOnline: boolean;
  /** When an admin was last seen leaving (this visit), for "Away". */
  advisorLeftAt: string | null;
  advisorTyping: boolean;
  /** Tells the advisor the client is typing (throttled). */
  notifyTyping(): void;
}

type PresenceMeta = { role?: string };
const hasAdvisor = (state: Record<string, PresenceMeta[]>) => Object.values(state).some((metas) => metas.some((m) => m.role === 'advisor'));

/**
 * The live side of Support Chat: new messages, read marks and the conversation's changes (postgres_changes,
 * row-level security per subscriber); typing (broadcast) and who is there (presence) on the private channel
 * `conversation:<id>`; whether admins are at their inbox (presence of the private channel `support-inbox`).
 */
export function useChatLive(userId: string, conversationId: string | null, handlers: Handlers): ChatLive {
  const { supabase } = usePlatform();
  const latest = useRef(handlers);
  latest.current = handlers;
  const [inConversation, setInConversation] = useState(false);
  const [atInbox, setAtInbox] = useState(false);
  const [advisorLeftAt, setAdvisorLeftAt] = useState<string | null>(null);
  const [typingUntil, setTypingUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const conversationChannel = useRef<ReturnType<typeof supabase.channel> | null>(null);
  const lastTypingSent = useRef(0);

  // The client's own conversations: a new one, an advisor assigned, an archive.
  useEffect(() => {
    const channel = supabase
      .channel(`support-chat:${userId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversations', filter: `user_id=eq.${userId}` }, (p) =>
        latest.current.onConversation(p.new as Conversation),
      )
      .subscribe();
    return () => void supabase.removeChannel(channel);
  }, [supabase, userId]);

  // The open conversation's messages and read marks.
  useEffect(() => {
    if (!conversationId) return undefined;
    const filter = `conversation_id=eq.${conversationId}`;
    const channel = supabase
      .channel(`support-chat-thread:${conversationId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_messages', filter }, (p) => {
        if (p.eventType === 'DELETE') return;
        const message = p.new as ChatMessage;
        if (message.author_role === 'advisor') setTypingUntil(0);
        latest.current.onMessage(message);
      })
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_reads', filter }, (p) => {
        if (p.eventType !== 'DELETE') latest.current.onReadMark(p.new as ReadMark);
      })
      .subscribe();
    return () => void supabase.removeChannel(channel);
  }, [supabase, conversationId]);

  // Typing and presence in the conversation.
  useEffect(() => {
    if (!conversationId) return undefined;
    const channel = supabase.channel(`conversation:${conversationId}`, {
      config: { private: true, presence: { key: userId }, broadcast: { self: false } },
    });
    channel
      .on('presence', { event: 'sync' }, () => {
        const present = hasAdvisor(channel.presenceState<PresenceMeta>());
        setInConversation((was) => {
          if (was && !present) setAdvisorLeftAt(new Date().toISOString());
          return present;
        });
      })
      .on('broadcast', { event: 'typing' }, ({ payload }) => {
        if ((payload as PresenceMeta | undefined)?.role === 'advisor') setTypingUntil(Date.now() + TYPING_SHOWN_MS);
      })
      .on('broadcast', { event: 'stopped-typing' }, () => setTypingUntil(0))
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') void channel.track({ role: 'client', online_at: new Date().toISOString() });
      });
    conversationChannel.current = channel;
    return () => {
      conversationChannel.current = null;
      setInConversation(false);
      void supabase.removeChannel(channel);
    };
  }, [supabase, conversationId, userId]);

  // Admins at their inbox (clients may only watch that channel's presence).
  useEffect(() => {
    const channel = supabase.channel('support-inbox', { config: { private: true } });
    channel
      .on('presence', { event: 'sync' }, () => {
        const present = hasAdvisor(channel.presenceState<PresenceMeta>());
        setAtInbox((was) => {
          if (was && !present) setAdvisorLeftAt(new Date().toISOString());
          return present;
        });
      })
      .subscribe();
    return () => void supabase.removeChannel(channel);
  }, [supabase]);

  // "Advisor is typing..." goes away by itself.
  useEffect(() => {
    if (typingUntil <= now) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), typingUntil - now);
    return () => clearTimeout(timer);
  }, [typingUntil, now]);

  return {
    advisorOnline: inConversation || atInbox,
    advisorLeftAt,
    advisorTyping: typingUntil > Date.now(),
    notifyTyping() {
      const channel = conversationChannel.current;
      if (!channel || Date.now() - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
      lastTypingSent.current = Date.now();
      void channel.send({ type: 'broadcast', event: 'typing', payload: { role: 'client' } });
    },
  };
}
