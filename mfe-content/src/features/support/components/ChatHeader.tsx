import styled from 'styled-components';
import { Badge, Button, Cluster, formatDateTime } from 'shared-ui';

const Bar = styled(Cluster)`
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface ChatHeaderProps {
  advisorName: string;
  online: boolean;
  lastSeen: string | null;
  canArchive: boolean;
  onArchive(): void;
  onViewProfile(): void;
}

/** The agent header of DECISIONS 14: the advisor's name, live presence, Archive and View profile. */
export function ChatHeader({ advisorName, online, lastSeen, canArchive, onArchive, onViewProfile }: ChatHeaderProps) {
  return (
    <Bar as="header" $gap="md">
      <Cluster $gap="sm">
        <strong>{advisorName}</strong>
        {online ? (
          <Badge tone="success">Online</Badge>
        ) : (
          <Badge tone="neutral">{lastSeen ? `Away · last seen ${formatDateTime(lastSeen)}` : 'Away'}</Badge>
        )}
      </Cluster>
      <Cluster $gap="sm">
        <Button size="sm" variant="secondary" onClick={onArchive} disabled={!canArchive}>
          Archive
        </Button>
        <Button size="sm" variant="secondary" onClick={onViewProfile}>
          View profile
        </Button>
      </Cluster>
    </Bar>
  );
}
