import { ButtonLink, formatDay, PageHeader, QueryState, useFocusParam, useSession, usePlatform } from 'shared-ui';
import { useState } from 'react';
import { skipToken } from 'shared-ui/data';
import { title } from '../../../lib/links';
import { useGetConversationsQuery, useGetMessageConversationQuery, useGetQuotedTaskQuery } from '../api/support-api';
import { SupportChat } from './SupportChat';

/** The lines a question about a task starts with: the task quoted (its name, due date and status). */
export function taskQuote(task: { task_name: string; task_due_date: string | null; task_status: string }): string {
  const due = task.task_due_date ? `, due ${formatDay(task.task_due_date)}` : '';
  return `> Task: "${task.task_name}" (${task.task_status}${due})\n\n`;
}

/**
 * Support Chat (DECISIONS 14): the client's conversation with their advisor, live. The spec's external
 * chatbot stays one click away ("Ask the assistant").
 */
export default function SupportPage() {
  const { config } = usePlatform();
  const { user } = useSession();
  const conversations = useGetConversationsQuery();
  // A message found by the top-bar search (`?focus=<message id>`): its conversation opens (archived too), the message in view.
  const focusedMessageId = useFocusParam();
  const focusedConversation = useGetMessageConversationQuery(focusedMessageId ?? skipToken);
  const focus =
    focusedMessageId && focusedConversation.data ? { messageId: focusedMessageId, conversationId: focusedConversation.data } : null;
  // "Ask my advisor" on a build-out task (`?task=<id>`): the draft starts with the task quoted.
  const [taskId] = useState(() => new URLSearchParams(window.location.search).get('task'));
  const quoted = useGetQuotedTaskQuery(taskId ?? skipToken);
  const quote = taskId && quoted.data ? taskQuote(quoted.data) : null;
  return (
    <>
      <PageHeader
        title={title('support')}
        actions={
          <ButtonLink href={config.links.chatbot} target="_blank" rel="noopener noreferrer" variant="secondary">
            Ask the assistant
          </ButtonLink>
        }
      />
      {user && (!taskId || !quoted.isLoading) && (
        <QueryState query={conversations} loadingLabel="Loading conversation...">
          {(rows) => (
            <SupportChat
              me={user.id}
              conversations={rows}
              refetchConversations={() => void conversations.refetch()}
              focus={focus}
              quote={quote}
            />
          )}
        </QueryState>
      )}
    </>
  );
}
