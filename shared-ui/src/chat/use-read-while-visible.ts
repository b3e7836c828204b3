import { useEffect, useRef } from 'react';
import type { ReadMark } from './chat-types';

/**
 * What the reader sees is read: while `unseen` (the other side wrote after my mark) and the page is visible (now,
 * or when it becomes visible), marks the conversation read through `markRead` and hands the new mark on.
 */
export function useReadWhileVisible(
  conversationId: string | null,
  unseen: boolean,
  markRead: (conversationId: string) => Promise<ReadMark>,
  onMarked: (mark: ReadMark) => void,
): void {
  const latest = useRef({ markRead, onMarked });
  latest.current = { markRead, onMarked };
  useEffect(() => {
    if (!conversationId || !unseen) return undefined;
    const mark = () => {
      if (document.visibilityState === 'visible')
        void latest.current.markRead(conversationId).then(
          (m) => latest.current.onMarked(m),
          () => undefined,
        );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversationId, unseen]);
}
