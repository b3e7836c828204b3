import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { usePlatform } from 'shared-ui';

const Anchor = styled.a`
  color: ${({ theme }) => theme.colors.brandHover};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** An in-portal link: a real href (new tab, copy) that navigates client-side through the shell. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const platform = usePlatform();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    platform.navigate(to);
  };
  return (
    <Anchor href={to} onClick={onClick}>
      {children}
    </Anchor>
  );
}
