import styled from 'styled-components';
import { Badge, Button, Cluster, PageHeader, usePlatform } from 'shared-ui';
import { title } from '../../../lib/links';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  iframe {
    width: 100%;
    height: 70vh;
    border: 0;
  }
`;

const Agent = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    margin-right: ${({ theme }) => theme.space.sm};
  }
`;

/** Support Chat (spec 1): the chatbot page from the runtime config in a frame, under a fixed agent header. */
export default function SupportPage() {
  const { config } = usePlatform();
  return (
    <>
      <PageHeader title={title('support')} />
      <Frame>
        <Agent>
          <span>
            <strong>Support Agent</strong>
            <Badge tone="success">Online</Badge>
          </span>
          {/* The spec's header buttons have no behaviour: they are shown, not wired. */}
          <Cluster>
            <Button size="sm" variant="secondary" aria-disabled="true">
              Archive
            </Button>
            <Button size="sm" variant="secondary" aria-disabled="true">
              View profile
            </Button>
          </Cluster>
        </Agent>
        <iframe src={config.links.chatbot} title="Support chat" loading="lazy" referrerPolicy="no-referrer" />
      </Frame>
    </>
  );
}
