import styled from 'styled-components';
import { Badge, formatDateTime, VisuallyHidden } from 'shared-ui';
import type { InboxConversation } from '../api/conversations-api';
import { clientName } from '../inbox-view';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.button<{ $current: boolean }>`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $current }) => ($current ? theme.colors.brandSoft : 'transparent')};
  text-align: left;
  font: inherit;
  cursor: pointer;
`;

const Sub = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ConversationListProps {
  conversations: InboxConversation[];
  unread: Map<string, number>;
  selectedId: string | null;
  advisorName(id: string | null): string;
  onSelect(id: string): void;
}

/** The inbox's conversations, newest activity first: client, advisor, last activity and unread count. */
export function ConversationList({ conversations, unread, selectedId, advisorName, onSelect }: ConversationListProps) {
  return (
    <List aria-label="Conversations">
      {conversations.map((c) => {
        const count = unread.get(c.id) ?? 0;
        return (
          <li key={c.id}>
            <Row
              type="button"
              $current={c.id === selectedId}
              aria-current={c.id === selectedId || undefined}
              onClick={() => onSelect(c.id)}
            >
              <span>
                <strong>{clientName(c)}</strong>
                <Sub>
                  {advisorName(c.advisor_id)} · {formatDateTime(c.last_message_at ?? c.created_at)}
                </Sub>
              </span>
              {count > 0 && (
                <Badge tone="info">
                  <span data-testid="unread-count">{count}</span>
                  <VisuallyHidden> unread</VisuallyHidden>
                </Badge>
              )}
            </Row>
          </li>
        );
      })}
    </List>
  );
}
