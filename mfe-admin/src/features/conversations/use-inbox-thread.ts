import { useCallback, useEffect, useMemo, useState } from 'react';
import { mergeMessages, type ChatMessage, type ReadMark } from 'shared-ui/chat';
import { PAGE_SIZE, useGetThreadPageQuery, useGetThreadReadMarksQuery, useLazyGetThreadPageQuery } from './api/conversations-api';

/** A conversation's messages for the inbox: the latest page, older pages on demand, live ones merged by id. */
export function useInboxThread(conversationId: string | null, me: string) {
  const skip = conversationId === null;
  const latest = useGetThreadPageQuery({ conversationId: conversationId ?? '' }, { skip, refetchOnMountOrArgChange: true });
  const marksQuery = useGetThreadReadMarksQuery(conversationId ?? '', { skip, refetchOnMountOrArgChange: true });
  const [fetchOlder, older] = useLazyGetThreadPageQuery();
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
    if (readAtOpen === undefined && marksQuery.data) setReadAtOpen(marksQuery.data.find((m) => m.user_id === me)?.last_read_at ?? null);
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
    refetch: latest.refetch,
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
