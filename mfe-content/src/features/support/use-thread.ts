import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ChatMessage, ReadMark } from 'shared-ui/chat';
import { PAGE_SIZE, useGetMessagesQuery, useGetReadMarksQuery, useLazyGetMessagesQuery } from './api/support-api';
import { mergeMessages } from 'shared-ui/chat';

export interface Thread {
  messages: ChatMessage[];
  marks: ReadMark[];
  isLoading: boolean;
  error: unknown;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
  /** A message or read mark from the live feed (or a send's answer). */
  add(message: ChatMessage): void;
  addMark(mark: ReadMark): void;
  /** My read mark when the thread was first shown (the unread divider stays where it was). */
  readAtOpen: string | null | undefined;
}

/** A conversation's messages: the latest page, older pages on demand, and what arrives live, merged by id. */
export function useThread(conversationId: string | null, me: string): Thread {
  const skip = conversationId === null;
  const latest = useGetMessagesQuery({ conversationId: conversationId ?? '' }, { skip, refetchOnMountOrArgChange: true });
  const marksQuery = useGetReadMarksQuery(conversationId ?? '', { skip, refetchOnMountOrArgChange: true });
  const [fetchOlder, older] = useLazyGetMessagesQuery();
  const [extra, setExtra] = useState<ChatMessage[]>([]);
  const [liveMarks, setLiveMarks] = useState<ReadMark[]>([]);
  const [hasOlder, setHasOlder] = useState(true);
  const [readAtOpen, setReadAtOpen] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    setExtra([]);
    setLiveMarks([]);
    setHasOlder(true);
    setReadAtOpen(undefined);
  }, [conversationId]);

  useEffect(() => {
    if (latest.data && latest.data.length < PAGE_SIZE) setHasOlder(false);
  }, [latest.data]);

  useEffect(() => {
    if (readAtOpen === undefined && marksQuery.data) {
      setReadAtOpen(marksQuery.data.find((m) => m.user_id === me)?.last_read_at ?? null);
    }
  }, [marksQuery.data, readAtOpen, me]);

  const messages = useMemo(() => mergeMessages(latest.data ?? [], extra), [latest.data, extra]);
  const marks = useMemo(() => {
    const byUser = new Map<string, ReadMark>();
    for (const m of [...(marksQuery.data ?? []), ...liveMarks]) {
      const had = byUser.get(m.user_id);
      if (!had || had.last_read_at < m.last_read_at) byUser.set(m.user_id, m);
    }
    return [...byUser.values()];
  }, [marksQuery.data, liveMarks]);

  const loadOlder = useCallback(() => {
    if (!conversationId || !hasOlder || older.isFetching || messages.length === 0) return;
    void fetchOlder({ conversationId, before: messages[0].created_at })
      .unwrap()
      .then((page) => {
        if (page.length < PAGE_SIZE) setHasOlder(false);
        setExtra((e) => [...e, ...page]);
      })
      .catch(() => undefined);
  }, [conversationId, hasOlder, older.isFetching, messages, fetchOlder]);

  return {
    messages,
    marks,
    isLoading: !skip && (latest.isLoading || marksQuery.isLoading),
    error: latest.error ?? marksQuery.error,
    hasOlder,
    loadingOlder: older.isFetching,
    loadOlder,
    add: useCallback(
      (message: ChatMessage) => {
        if (message.conversation_id === conversationId) setExtra((e) => [...e, message]);
      },
      [conversationId],
    ),
    addMark: useCallback((mark: ReadMark) => setLiveMarks((m) => [...m, mark]), []),
    readAtOpen,
  };
}
