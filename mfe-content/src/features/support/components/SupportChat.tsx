import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { ErrorState, Spinner, VisuallyHidden } from 'shared-ui';
import { useRemoteDispatch } from 'shared-ui/data';
import { ConfirmDialog } from 'shared-ui/overlays';
import type { ChatMessage, Conversation } from 'shared-ui/chat';
import { supportApi, useArchiveConversationMutation, useGetAdvisorCardQuery, useMarkReadMutation } from '../api/support-api';
import { useChatLive } from '../live/use-chat-live';
import { ChatFrame, Composer, othersReadAt, ThreadView, threadItems, useReadWhileVisible } from 'shared-ui/chat';
import { useMessageOutbox } from '../use-message-outbox';
import { useConversationThread } from '../use-conversation-thread';
import { AdvisorProfileModal } from './AdvisorProfileModal';
import { ArchivedConversations, type MessageFocus } from './ArchivedConversations';
import { ChatHeader } from './ChatHeader';
import { SignedAttachmentLink } from './SignedAttachmentLink';

const Typing = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const latestOf = (a: string | null, b: string | null | undefined) => (a && b ? (a > b ? a : b) : (a ?? b ?? null));

/** The client's conversation with their advisor: header, thread, composer, and the archived conversations. */
export interface SupportChatProps {
  me: string;
  conversations: Conversation[];
  /** Reads the conversations again (a new one, an advisor assigned, an archive). */
  refetchConversations(): void;
  /** A message a link points at (`?focus=<message id>`) and its conversation: shown and in view. */
  focus?: MessageFocus | null;
  /** Text the draft starts with ("Ask my advisor" on a task: the task quoted), added once. */
  quote?: string | null;
}

export function SupportChat({ me, conversations, refetchConversations, focus = null, quote = null }: SupportChatProps) {
  const open = conversations.find((c) => c.status === 'open') ?? null;
  const archived = conversations.filter((c) => c.status === 'archived');
  const advisorId = open?.advisor_id ?? conversations[0]?.advisor_id ?? null;
  const card = useGetAdvisorCardQuery(advisorId ?? '', { skip: !advisorId });
  const advisorName = (advisorId && card.data?.name) || 'Support team';
  const thread = useConversationThread(open?.id ?? null, me);
  const [markRead] = useMarkReadMutation();
  const [archive, archiving] = useArchiveConversationMutation();
  const [confirming, setConfirming] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const dispatch = useRemoteDispatch();
  // Only the first message of a conversation (which makes it) reads the list again; the rest arrive on its channel.
  const outbox = useMessageOutbox(me, (message: ChatMessage) => {
    if (message.conversation_id !== open?.id) refetchConversations();
    else thread.add(message);
  });

  // The quote goes in front of whatever was typed (kept in the outbox), once: a reload does not add it twice.
  const { draft, setDraft } = outbox;
  useEffect(() => {
    if (quote && !draft.includes(quote.trim())) setDraft(quote + draft);
    // Only when a quote arrives: the draft changes as the owner types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote]);

  const live = useChatLive(me, open, {
    onMessage: (message) => {
      thread.add(message);
      if (message.author_id !== me) setAnnouncement(`New message from ${advisorName}: ${message.body || 'an attachment'}`);
    },
    onReadMark: thread.addMark,
    // The conversation assigned or archived: the row broadcast replaces the cached one (no list read again).
    onConversation: (changed) =>
      dispatch(
        supportApi.util.updateQueryData('getConversations', undefined, (rows) =>
          rows.map((row) => (row.id === changed.id ? { ...row, ...changed } : row)),
        ),
      ),
    onThreadJoined: thread.refetch,
  });

  // What the reader sees is read: the advisor's messages after my mark (while the page is visible).
  const myMark = thread.marks.find((m) => m.user_id === me)?.last_read_at ?? null;
  const unseen = thread.messages.some((m) => m.author_id !== me && (!myMark || m.created_at > myMark));
  useReadWhileVisible(open?.id ?? null, unseen, (id) => markRead(id).unwrap(), thread.addMark);

  const othersRead = othersReadAt(thread.marks, me);
  const items = useMemo(
    () => threadItems(thread.messages, outbox.pending, me, othersRead, thread.readAtOpen),
    [thread.messages, outbox.pending, me, othersRead, thread.readAtOpen],
  );
  const lastAdvisorMessage = [...thread.messages].reverse().find((m) => m.author_role === 'advisor')?.created_at ?? null;
  const lastSeen = latestOf(latestOf(othersRead, lastAdvisorMessage), live.advisorLeftAt);

  return (
    <>
      <ChatFrame>
        <ChatHeader
          advisorName={advisorName}
          online={live.advisorOnline}
          lastSeen={lastSeen}
          canArchive={open !== null && !archiving.isLoading}
          onArchive={() => setConfirming(true)}
          onViewProfile={() => setProfileOpen(true)}
        />
        {thread.error ? (
          <ErrorState message="The conversation could not be loaded." onRetry={refetchConversations} />
        ) : thread.isLoading ? (
          <Spinner label="Loading conversation..." size={32} />
        ) : (
          <ThreadView
            items={items}
            authorName={(m) => (m.author_role === 'advisor' ? advisorName : 'You')}
            renderAttachment={(file) => <SignedAttachmentLink file={file} />}
            hasOlder={thread.hasOlder && thread.messages.length > 0}
            loadingOlder={thread.loadingOlder}
            onLoadOlder={thread.loadOlder}
            onRetry={outbox.retry}
            label={`Conversation with ${advisorName}`}
            focusedMessageId={focus && focus.conversationId === open?.id ? focus.messageId : null}
          />
        )}
        {items.length === 0 && !thread.isLoading && (
          <Typing as="div">Write to your advisor: your first message starts the conversation.</Typing>
        )}
        <Typing aria-hidden={!live.advisorTyping}>{live.advisorTyping ? 'Advisor is typing...' : ''}</Typing>
        <Composer draft={outbox.draft} onDraftChange={outbox.setDraft} onSend={outbox.send} onTyping={live.notifyTyping} />
      </ChatFrame>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {/* A linked archived message is brought into view once the open thread above it has its height. */}
      <ArchivedConversations conversations={archived} me={me} advisorName={advisorName} focus={thread.isLoading ? null : focus} />
      <ConfirmDialog
        isOpen={confirming}
        title="Archive this conversation?"
        message="It stays readable below; your next message starts a new conversation."
        confirmLabel="Archive"
        busyLabel="Archiving..."
        confirmVariant="primary"
        isBusy={archiving.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (!open) return;
          void archive(open.id)
            .unwrap()
            .finally(() => setConfirming(false))
            .catch(() => undefined); // the remote's toast shows a failure
        }}
      />
      {profileOpen && <AdvisorProfileModal card={advisorId ? (card.data ?? null) : null} onClose={() => setProfileOpen(false)} />}
    </>
  );
}
