import { useState } from 'react';
import { Button, formatDateTime, Stack } from 'shared-ui';
import type { Conversation } from 'shared-ui/chat';
import { ThreadView, threadItems } from 'shared-ui/chat';
import { useConversationThread } from '../use-conversation-thread';
import { SignedAttachmentLink } from './SignedAttachmentLink';

/** A message a link points at (`?focus=<message id>`) and the conversation it belongs to. */
export interface MessageFocus {
  messageId: string;
  conversationId: string;
}

function ArchivedThread({
  conversation,
  me,
  advisorName,
  focusedMessageId,
}: {
  conversation: Conversation;
  me: string;
  advisorName: string;
  focusedMessageId: string | null;
}) {
  const thread = useConversationThread(conversation.id, me);
  return (
    <ThreadView
      items={threadItems(thread.messages, [], me, null, undefined)}
      authorName={(m) => (m.author_role === 'advisor' ? advisorName : 'You')}
      renderAttachment={(file) => <SignedAttachmentLink file={file} />}
      hasOlder={thread.hasOlder && thread.messages.length > 0}
      loadingOlder={thread.loadingOlder}
      onLoadOlder={thread.loadOlder}
      onRetry={() => undefined}
      label={`Archived conversation of ${formatDateTime(conversation.created_at)}`}
      focusedMessageId={focusedMessageId}
    />
  );
}

/** Archived conversations stay readable below the open one, one at a time (the linked message's, until one is chosen). */
export function ArchivedConversations({
  conversations,
  me,
  advisorName,
  focus = null,
}: {
  conversations: Conversation[];
  me: string;
  advisorName: string;
  focus?: MessageFocus | null;
}) {
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const linked = conversations.some((c) => c.id === focus?.conversationId) ? focus : null;
  const shown = chosen === undefined ? (linked?.conversationId ?? null) : chosen;
  if (conversations.length === 0) return null;
  return (
    <Stack as="section" $gap="sm" aria-labelledby="archived-conversations">
      <h2 id="archived-conversations">Archived conversations</h2>
      <Stack as="ul" $gap="sm">
        {conversations.map((c) => (
          <li key={c.id}>
            <Button variant="ghost" aria-expanded={shown === c.id} onClick={() => setChosen(shown === c.id ? null : c.id)}>
              Conversation of {formatDateTime(c.created_at)}, archived {formatDateTime(c.archived_at ?? c.created_at)}
            </Button>
            {shown === c.id && (
              <ArchivedThread
                conversation={c}
                me={me}
                advisorName={advisorName}
                focusedMessageId={linked?.conversationId === c.id ? linked.messageId : null}
              />
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
