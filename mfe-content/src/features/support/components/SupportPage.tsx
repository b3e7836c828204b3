import { ButtonLink, PageHeader, QueryState, useSession, usePlatform } from 'shared-ui';
import { title } from '../../../lib/links';
import { useGetConversationsQuery } from '../api/support-api';
import { SupportChat } from './SupportChat';

/**
 * Support Chat (DECISIONS 14): the client's conversation with their advisor, live. The spec's external
 * chatbot stays one click away ("Ask the assistant").
 */
export default function SupportPage() {
  const { config } = usePlatform();
  const { user } = useSession();
  const conversations = useGetConversationsQuery();
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
          {(rows) => <SupportChat me={user.id} conversations={rows} refetchConversations={() => void conversations.refetch()} />}
        </QueryState>
      )}
    </>
  );
}
