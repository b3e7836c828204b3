import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Cluster, ErrorState, Spinner, Stack, VisuallyHidden } from 'shared-ui';
import {
  ChatFrame,
  Composer,
  othersReadAt,
  ThreadView,
  threadItems,
  useConversationChannel,
  useReadWhileVisible,
  type ChatMessage,
} from 'shared-ui/chat';
import { useMarkReadMutation, type InboxConversation } from '../api/conversations-api';
import { clientName } from '../inbox-view';
import { useConversationThread } from '../use-conversation-thread';
import { useMessageOutbox } from '../use-message-outbox';
import { AssignControl } from './AssignControl';
import { SignedAttachmentLink } from './SignedAttachmentLink';
import { ClientContextPanel } from './ClientContextPanel';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) 18rem;
  }
`;

const Header = styled(Cluster)`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Muted = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ConversationPanelProps {
  conversation: InboxConversation;
  me: string;
  advisorName(id: string | null): string;
  /** A message of this conversation a link points at (`?focus=<message id>`): highlighted and in view. */
  focusedMessageId?: string | null;
}

/** One conversation in the inbox: who, assignment, the thread with the shared composer, and the client beside it. */
export function ConversationPanel({ conversation, me, advisorName, focusedMessageId }: ConversationPanelProps) {
  const thread = useConversationThread(conversation.id, me);
  const outbox = useMessageOutbox(me, conversation.id, thread.add);
  const [markRead] = useMarkReadMutation();
  const [announcement, setAnnouncement] = useState('');
  const name = clientName(conversation);
  const live = useConversationChannel(me, conversation, 'advisor', {
    onMessage: (message: ChatMessage) => {
      thread.add(message);
      if (message.author_role === 'client') setAnnouncement(`New message from ${name}: ${message.body || 'an attachment'}`);
    },
    onReadMark: thread.addMark,
    onJoined: thread.refetch,
  });

  // What the admin sees is read: the client's messages after my mark (while the page is visible).
  const myMark = thread.marks.find((m) => m.user_id === me)?.last_read_at ?? null;
  const unseen = thread.messages.some((m) => m.author_role === 'client' && (!myMark || m.created_at > myMark));
  useReadWhileVisible(conversation.id, unseen, (id) => markRead(id).unwrap(), thread.addMark);

  // "Seen" on an advisor's message: the client's read mark (other admins' marks do not count).
  const clientMarks = thread.marks.filter((m) => m.user_id === conversation.user_id);
  const clientRead = othersReadAt(clientMarks, me);
  const items = useMemo(
    () =>
      threadItems(thread.messages, outbox.pending, me, clientRead, thread.readAtOpen).map((item) =>
        // Another admin's reply is the service's too: shown on the advisor side, with its sent/seen mark.
        item.kind === 'message' && !item.own && item.message.author_role === 'advisor'
          ? { ...item, own: true, state: clientRead && clientRead >= item.message.created_at ? ('seen' as const) : ('sent' as const) }
          : item,
      ),
    [thread.messages, outbox.pending, me, clientRead, thread.readAtOpen],
  );
  const open = conversation.status === 'open';

  return (
    <Layout>
      <ChatFrame as="section" aria-label={`Conversation with ${name}`}>
        <Header $gap="md" $justify="between">
          <Stack $gap="xs">
            <h2 style={{ margin: 0 }}>{name}</h2>
            <small>
              {live.otherPresent ? 'Online' : 'Away'} ·{' '}
              {conversation.advisor_id ? `Advisor: ${advisorName(conversation.advisor_id)}` : 'Unassigned'}
              {!open && ' · Archived'}
            </small>
          </Stack>
          {open && <AssignControl conversation={conversation} me={me} />}
        </Header>
        {thread.error ? (
          <ErrorState message="The conversation could not be loaded." onRetry={thread.refetch} />
        ) : thread.isLoading ? (
          <Spinner label="Loading conversation..." size={32} />
        ) : (
          <ThreadView
            items={items}
            authorName={(m) => (m.author_role === 'client' ? name : advisorName(m.author_id))}
            renderAttachment={(file) => <SignedAttachmentLink file={file} />}
            hasOlder={thread.hasOlder}
            loadingOlder={thread.loadingOlder}
            onLoadOlder={thread.loadOlder}
            onRetry={outbox.retry}
            label={`Conversation with ${name}`}
            focusedMessageId={focusedMessageId}
          />
        )}
        {open ? (
          <>
            <Muted aria-hidden={!live.otherTyping}>{live.otherTyping ? `${name} is typing...` : ''}</Muted>
            <Composer
              draft={outbox.draft}
              onDraftChange={outbox.setDraft}
              onSend={outbox.send}
              onTyping={live.notifyTyping}
              folder={conversation.user_id}
            />
          </>
        ) : (
          <Muted>This conversation is archived: it takes no new messages.</Muted>
        )}
      </ChatFrame>
      {conversation.client && <ClientContextPanel client={conversation.client} online={live.otherPresent} />}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Layout>
  );
}
