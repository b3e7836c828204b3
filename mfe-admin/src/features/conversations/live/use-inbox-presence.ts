import { useEffect, useRef } from 'react';
import { usePlatform } from 'shared-ui';
import type { ChatMessage } from 'shared-ui/chat';

/**
 * While the inbox is open: the admin is present on the private channel `support-inbox` (clients see "Online"),
 * and every new conversation, assignment, archive and message (postgres_changes; admins read all through RLS)
 * is reported to `onChange`.
 */
export function useInboxPresence(userId: string, onChange: (message?: ChatMessage) => void): void {
  const { supabase } = usePlatform();
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const presence = supabase.channel('support-inbox', { config: { private: true, presence: { key: userId } } });
    presence.subscribe((status) => {
      if (status === 'SUBSCRIBED') void presence.track({ role: 'advisor', online_at: new Date().toISOString() });
    });
    const changes = supabase
      .channel(`support-inbox-changes:${userId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversations' }, () => latest.current())
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'conversation_messages' }, (p) =>
        latest.current(p.new as ChatMessage),
      )
      .subscribe();
    return () => {
      void supabase.removeChannel(presence);
      void supabase.removeChannel(changes);
    };
  }, [supabase, userId]);
}
