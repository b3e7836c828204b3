import type { ReactNode } from 'react';
import styled from 'styled-components';
import { followLink, usePlatform } from 'shared-ui';

const Anchor = styled.a`
  color: ${({ theme }) => theme.colors.brandHover};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brandHover};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** An in-portal link: a real href (new tab, copy) that navigates client-side through the shell. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const platform = usePlatform();
  return (
    <Anchor href={to} onClick={(event) => followLink(event, platform.navigate)}>
      {children}
    </Anchor>
  );
}
