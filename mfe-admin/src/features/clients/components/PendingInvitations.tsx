import styled from 'styled-components';
import { Badge, Cluster, formatDay, Stack } from 'shared-ui';
import type { PendingInvitation } from '../api/invitations-api';

const Section = styled(Stack).attrs({ as: 'section' as const, $gap: 'sm' as const })`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The invitations the clients have not accepted yet (nothing when there are none). */
export function PendingInvitations({ invitations }: { invitations: readonly PendingInvitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <Section aria-labelledby="pending-invitations">
      <Heading id="pending-invitations">Invitations not accepted yet</Heading>
      <Stack as="ul" $gap="xs">
        {invitations.map((invitation) => (
          <li key={invitation.user_id}>
            <Cluster $gap="sm">
              <span>{invitation.email}</span>
              <Badge tone="warning">Invitation pending</Badge>
              <span>
                sent <time dateTime={invitation.invited_at}>{formatDay(invitation.invited_at)}</time>
              </span>
            </Cluster>
          </li>
        ))}
      </Stack>
    </Section>
  );
}
