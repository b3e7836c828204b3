import { ButtonLink, PageHeader, QueryState, useFocusParam, useSession, usePlatform } from 'shared-ui';
import { skipToken } from 'shared-ui/data';
import { title } from '../../../lib/links';
import { useGetConversationsQuery, useGetMessageConversationQuery } from '../api/support-api';
import { SupportChat } from './SupportChat';

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
      {user && (
        <QueryState query={conversations} loadingLabel="Loading conversation...">
          {(rows) => (
            <SupportChat me={user.id} conversations={rows} refetchConversations={() => void conversations.refetch()} focus={focus} />
          )}
        </QueryState>
      )}
    </>
  );
}
