import { useEffect, useRef, useState } from 'react';
import { usePlatform } from 'shared-ui';
import { anyonePresent, followPresence, useConversationChannel, type ChatMessage, type Conversation, type ReadMark } from 'shared-ui/chat';

interface Handlers {
  onMessage(message: ChatMessage): void;
  onReadMark(mark: ReadMark): void;
  /** The open conversation assigned or archived (the row the database broadcast). */
  onConversation(conversation: Conversation): void;
  /** The open conversation's channel joined (first time or after a reconnect): read the thread again. */
  onThreadJoined(): void;
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
 * The live side of Support Chat: the open conversation on its one private channel (the kit's: messages, read marks,
 * its assignment and archive, the advisor's presence and typing), and whether admins are at their inbox (presence
 * of the private channel `support-inbox`, which only admins may track on and clients may only watch).
 */
export function useChatLive(userId: string, open: Conversation | null, handlers: Handlers): ChatLive {
  const { supabase } = usePlatform();
  const latest = useRef(handlers);
  latest.current = handlers;
  const [atInbox, setAtInbox] = useState(false);
  const [leftInbox, setLeftInbox] = useState<string | null>(null);
  const conversation = useConversationChannel(userId, open, 'client', {
    onMessage: (m) => latest.current.onMessage(m),
    onReadMark: (m) => latest.current.onReadMark(m),
    onConversation: (c) => latest.current.onConversation(c),
    onJoined: () => latest.current.onThreadJoined(),
  });

  useEffect(() => {
    const channel = supabase.channel('support-inbox', { config: { private: true } });
    followPresence(channel, (state) => {
      const present = anyonePresent(state);
      setAtInbox((was) => {
        if (was && !present) setLeftInbox(new Date().toISOString());
        return present;
      });
    });
    channel.subscribe();
    return () => void supabase.removeChannel(channel);
  }, [supabase]);

  return {
    advisorOnline: conversation.otherPresent || atInbox,
    advisorLeftAt: later(conversation.otherLeftAt, leftInbox),
    advisorTyping: conversation.otherTyping,
    notifyTyping: conversation.notifyTyping,
  };
}
