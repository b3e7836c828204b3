import styled from 'styled-components';
import { Button, Cluster, EmptyState, PageHeader, QueryState, useSession } from 'shared-ui';
import { skipToken, useRemoteDispatch } from 'shared-ui/data';
import { useSearchParams } from 'shared-ui/router';
import { title } from '../../../lib/links';
import {
  conversationsApi,
  useGetAdminsQuery,
  useGetInboxConversationsQuery,
  useGetMessageConversationQuery,
  useGetUnreadCountsQuery,
} from '../api/conversations-api';
import {
  addUnread,
  byNewestActivity,
  conversationOf,
  FILTERS,
  filterConversations,
  readFilter,
  unreadById,
  unreadPerFilter,
} from '../inbox-view';
import { useInboxLive } from '../live/use-inbox-live';
import { ConversationList } from './ConversationList';
import { ConversationPanel } from './ConversationPanel';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: 18rem minmax(0, 1fr);
  }
`;

const Filters = styled(Cluster)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** Support Chat's inbox for admins: every client's conversation, filtered, with unread counts; one open beside. */
export default function ConversationsPage() {
  const { user } = useSession();
  const me = user?.id ?? '';
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('filter'));
  const clientId = params.get('client');
  // A message found by the top-bar search (`?focus=<message id>`) opens its conversation.
  const focus = params.get('focus');
  const focused = useGetMessageConversationQuery(focus && !params.get('conversation') ? focus : skipToken);
  const selectedId = params.get('conversation') ?? focused.data ?? null;
  const list = useGetInboxConversationsQuery();
  const unreadQuery = useGetUnreadCountsQuery();
  const admins = useGetAdminsQuery();

  const dispatch = useRemoteDispatch();
  const { refetch: refetchList } = list;
  const { refetch: refetchUnread } = unreadQuery;
  // Each event carries its row: it is applied to the cached list and counts (no re-read). Only a conversation the
  // list does not hold yet (a new one) reads the list again, and a join reads both (what changed while away).
  useInboxLive(me, {
    onMessage: (message) => {
      let known = false;
      dispatch(
        conversationsApi.util.updateQueryData('getInboxConversations', undefined, (rows) => {
          const row = rows.find((c) => c.id === message.conversation_id);
          if (!row) return;
          known = true;
          if (!row.last_message_at || row.last_message_at < message.created_at) row.last_message_at = message.created_at;
        }),
      );
      if (!known) void refetchList();
      if (message.author_role === 'client')
        dispatch(
          conversationsApi.util.updateQueryData('getUnreadCounts', undefined, (counts) => addUnread(counts, message.conversation_id)),
        );
    },
    onConversation: (changed) => {
      let known = false;
      dispatch(
        conversationsApi.util.updateQueryData('getInboxConversations', undefined, (rows) => {
          const i = rows.findIndex((c) => c.id === changed.id);
          if (i < 0) return;
          known = true;
          rows[i] = { ...rows[i], ...changed };
        }),
      );
      if (!known) void refetchList();
    },
    onJoined: () => {
      void refetchList();
      void refetchUnread();
    },
  });

  const advisorName = (id: string | null) => {
    if (!id) return 'Unassigned';
    if (id === me) return 'You';
    const admin = admins.data?.find((a) => a.id === id);
    return admin?.name || admin?.email || 'Advisor';
  };
  const show = (next: { filter?: string; conversation?: string | null }) => {
    const p = new URLSearchParams(params);
    if (next.filter) p.set('filter', next.filter);
    if (next.conversation !== undefined) {
      if (next.conversation) p.set('conversation', next.conversation);
      else p.delete('conversation');
    }
    setParams(p);
  };
  const unread = unreadById(unreadQuery.data);

  return (
    <>
      <PageHeader title={title('conversations')} subtitle="Your clients' Support Chat conversations" />
      <QueryState query={list} loadingLabel="Loading conversations..." errorMessage="The conversations could not be loaded.">
        {(all) => {
          const perFilter = unreadPerFilter(all, unread, me);
          const shown = byNewestActivity(filterConversations(all, filter, me));
          // From a client's page (`?client=<id>`): their newest conversation, unless one is chosen.
          const selected = all.find((c) => c.id === selectedId) ?? (clientId ? conversationOf(all, clientId) : null);
          return (
            <>
              <Filters $gap="sm" role="group" aria-label="Show">
                {FILTERS.map((f) => (
                  <Button
                    key={f.id}
                    size="sm"
                    variant={f.id === filter ? 'primary' : 'secondary'}
                    aria-pressed={f.id === filter}
                    onClick={() => show({ filter: f.id })}
                  >
                    {f.label}
                    {perFilter[f.id] > 0 && ` (${perFilter[f.id]})`}
                  </Button>
                ))}
              </Filters>
              {clientId && !selected && <p role="status">This client has not written to Support Chat yet.</p>}
              <Columns>
                {shown.length === 0 ? (
                  <EmptyState title="No conversations" description="Conversations your clients start appear here." />
                ) : (
                  <ConversationList
                    conversations={shown}
                    unread={unread}
                    selectedId={selected?.id ?? null}
                    advisorName={advisorName}
                    onSelect={(id) => show({ conversation: id })}
                  />
                )}
                {selected ? (
                  <ConversationPanel
                    key={selected.id}
                    conversation={selected}
                    me={me}
                    advisorName={advisorName}
                    focusedMessageId={focused.data === selected.id ? focus : null}
                  />
                ) : (
                  <EmptyState title="Choose a conversation" description="Pick a conversation on the left to read and reply." />
                )}
              </Columns>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
