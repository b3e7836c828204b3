import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Cluster, Panel } from 'shared-ui';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** One titled block of the client's page: a Panel whose heading labels the region, with the block's actions beside it. */
export function Section({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Panel as="section" aria-labelledby={id}>
      <Cluster $justify="between" $gap="md">
        <Heading id={id}>{title}</Heading>
        {actions}
      </Cluster>
      {children}
    </Panel>
  );
}
