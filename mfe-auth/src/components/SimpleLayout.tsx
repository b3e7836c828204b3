import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Logo } from './Logo';

const Page = styled.div`
  min-height: 100%;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
`;

/** The separate simple header that shows only the logo, around the forget/update/callback screens. */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Header>
        <Logo />
      </Header>
      <Body>{children}</Body>
    </Page>
  );
}
