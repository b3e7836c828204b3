import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Cluster } from 'shared-ui';

/** A card (border, surface) whose parts stack `md` apart. */
const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** One titled block of the client's page (its heading labels the region). */
export function Section({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box aria-labelledby={id}>
      <Cluster $justify="between" $gap="md">
        <Heading id={id}>{title}</Heading>
        {actions}
      </Cluster>
      {children}
    </Box>
  );
}
