import { useEffect, useRef, useState } from 'react';
import { usePlatform } from 'shared-ui';
import { presentAs, useConversationChannel, type ChatMessage, type Conversation, type ReadMark } from 'shared-ui/chat';

interface Handlers {
  onMessage(message: ChatMessage): void;
  onReadMark(mark: ReadMark): void;
  onConversation(conversation: Conversation): void;
  /** The open conversation's channel joined (first time or after a reconnect): read the thread again. */
  onThreadJoined(): void;
  /** The conversations' channel joined (first time or after a reconnect): read the list again. */
  onConversationsJoined(): void;
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

const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * The live side of Support Chat: the open conversation (the kit's channel: messages, read marks, the advisor's
 * presence and typing), the client's conversations changing (new, assigned, archived), and whether admins are at
 * their inbox (presence of the private channel `support-inbox`, which clients may only watch).
 */
export function useChatLive(userId: string, conversationId: string | null, handlers: Handlers): ChatLive {
  const { supabase } = usePlatform();
  const latest = useRef(handlers);
  latest.current = handlers;
  const [atInbox, setAtInbox] = useState(false);
  const [leftInbox, setLeftInbox] = useState<string | null>(null);
  const conversation = useConversationChannel(userId, conversationId, 'client', {
    onMessage: (m) => latest.current.onMessage(m),
    onReadMark: (m) => latest.current.onReadMark(m),
    onJoined: () => latest.current.onThreadJoined(),
  });

  useEffect(() => {
    const channel = supabase
      .channel(`support-chat:${userId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversations', filter: `user_id=eq.${userId}` }, (p) =>
        latest.current.onConversation(p.new as Conversation),
      )
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') latest.current.onConversationsJoined();
      });
    return () => void supabase.removeChannel(channel);
  }, [supabase, userId]);

  useEffect(() => {
    const channel = supabase.channel('support-inbox', { config: { private: true } });
    channel
      .on('presence', { event: 'sync' }, () => {
        const present = presentAs(channel.presenceState(), 'advisor');
        setAtInbox((was) => {
          if (was && !present) setLeftInbox(new Date().toISOString());
          return present;
        });
      })
      .subscribe();
    return () => void supabase.removeChannel(channel);
  }, [supabase]);

  return {
    advisorOnline: conversation.otherPresent || atInbox,
    advisorLeftAt: later(conversation.otherLeftAt, leftInbox),
    advisorTyping: conversation.otherTyping,
    notifyTyping: conversation.notifyTyping,
  };
}
