import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ChatMessage, ReadMark } from './chat-types';
import { mergeMessages } from './thread';
import { CHAT_PAGE_SIZE, type ThreadPageArgs } from './queries';

interface QueryOptions {
  skip: boolean;
  refetchOnMountOrArgChange: boolean;
}

interface QueryHookResult<T> {
  data?: T;
  isLoading: boolean;
  error?: unknown;
  refetch(): unknown;
}

/** The remote's RTK Query hooks of `threadPageQuery` and `readMarksQuery` (its own endpoints, its own store). */
export interface ThreadEndpoints {
  usePage(args: ThreadPageArgs, options: QueryOptions): QueryHookResult<ChatMessage[]>;
  useLazyPage(): readonly [(args: ThreadPageArgs) => { unwrap(): Promise<ChatMessage[]> }, { isFetching: boolean }, ...unknown[]];
  useReadMarks(conversationId: string, options: QueryOptions): QueryHookResult<ReadMark[]>;
}

export interface ChatThread {
  messages: ChatMessage[];
  marks: ReadMark[];
  isLoading: boolean;
  error: unknown;
  /** Reads the latest page and the read marks again (what arrived live stays, merged by id). */
  refetch(): void;
  /** There may be older messages (and the thread is not empty). */
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
  /** A message from the live feed (or a send's answer). */
  add(message: ChatMessage): void;
  /** A read mark from the live feed (or a mark's answer). */
  addMark(mark: ReadMark): void;
  /** My read mark when the thread was first shown (the unread divider stays where it was). */
  readAtOpen: string | null | undefined;
}

/** The newest read mark of each participant. */
function latestMarks(...lists: readonly ReadMark[][]): ReadMark[] {
  const byUser = new Map<string, ReadMark>();
  for (const list of lists)
    for (const m of list) {
      const had = byUser.get(m.user_id);
      if (!had || had.last_read_at < m.last_read_at) byUser.set(m.user_id, m);
    }
  return [...byUser.values()];
}

/** A conversation's messages: the latest page, older pages on demand, and what arrives live, merged by id. */
export function useChatThread(conversationId: string | null, me: string, endpoints: ThreadEndpoints): ChatThread {
  const skip = conversationId === null;
  const options = { skip, refetchOnMountOrArgChange: true };
  const latest = endpoints.usePage({ conversationId: conversationId ?? '' }, options);
  const marksQuery = endpoints.useReadMarks(conversationId ?? '', options);
  const [fetchOlder, older] = endpoints.useLazyPage();
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
    if (latest.data && latest.data.length < CHAT_PAGE_SIZE) setHasOlder(false);
  }, [latest.data]);

  useEffect(() => {
    if (readAtOpen === undefined && marksQuery.data) setReadAtOpen(marksQuery.data.find((m) => m.user_id === me)?.last_read_at ?? null);
  }, [marksQuery.data, readAtOpen, me]);

  const messages = useMemo(() => mergeMessages(latest.data ?? [], extra), [latest.data, extra]);
  const marks = useMemo(() => latestMarks(marksQuery.data ?? [], liveMarks), [marksQuery.data, liveMarks]);

  const loadOlder = useCallback(() => {
    if (!conversationId || !hasOlder || older.isFetching || messages.length === 0) return;
    void fetchOlder({ conversationId, before: messages[0].created_at })
      .unwrap()
      .then((page) => {
        if (page.length < CHAT_PAGE_SIZE) setHasOlder(false);
        setExtra((e) => [...e, ...page]);
      })
      .catch(() => undefined);
  }, [conversationId, hasOlder, older.isFetching, messages, fetchOlder]);

  const refetchLatest = latest.refetch;
  const refetchMarks = marksQuery.refetch;
  return {
    messages,
    marks,
    isLoading: !skip && (latest.isLoading || marksQuery.isLoading),
    error: latest.error ?? marksQuery.error,
    refetch: useCallback(() => {
      if (skip) return;
      void refetchLatest();
      void refetchMarks();
    }, [skip, refetchLatest, refetchMarks]),
    hasOlder: hasOlder && messages.length > 0,
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
