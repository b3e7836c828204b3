import { useEffect, useRef } from 'react';
import { usePlatform } from 'shared-ui';
import type { ChatMessage, Conversation, RowBroadcast } from 'shared-ui/chat';

export interface InboxEvents {
  /** A message stored in any conversation (the row the database broadcast). */
  onMessage(message: ChatMessage): void;
  /** A conversation started, assigned or archived (the row as it is now). */
  onConversation(conversation: Conversation, operation: RowBroadcast<Conversation>['operation']): void;
  /** The channel joined (first time or after a reconnect): what changed while away is read again. */
  onJoined(): void;
}

/**
 * While the inbox is open, one private channel `support-inbox` (Realtime Authorization: admins only receive its
 * broadcasts): the admin is present there (clients see "Online"), and every conversation's new message and change,
 * broadcast by the database (realtime.broadcast_changes), comes with its row.
 */
export function useInboxLive(userId: string, events: InboxEvents): void {
  const { supabase } = usePlatform();
  const latest = useRef(events);
  latest.current = events;
  useEffect(() => {
    const channel = supabase.channel('support-inbox', { config: { private: true, presence: { key: userId } } });
    channel
      .on('broadcast', { event: 'message' }, ({ payload }) => {
        const change = payload as RowBroadcast<ChatMessage>;
        if (change.record) latest.current.onMessage(change.record);
      })
      .on('broadcast', { event: 'conversation' }, ({ payload }) => {
        const change = payload as RowBroadcast<Conversation>;
        if (change.record) latest.current.onConversation(change.record, change.operation);
      })
      .subscribe((status) => {
        if (status !== 'SUBSCRIBED') return;
        void channel.track({ online_at: new Date().toISOString() });
        latest.current.onJoined();
      });
    return () => void supabase.removeChannel(channel);
  }, [supabase, userId]);
}
