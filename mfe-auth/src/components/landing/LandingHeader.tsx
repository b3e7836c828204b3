import styled from 'styled-components';
import { Cluster } from 'shared-ui';
import { AppLink } from '../AppLink';
import { Logo } from '../Logo';
import { href } from '../../lib/links';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Nav = styled(Cluster).attrs({ as: 'nav' as const, $gap: 'lg' as const })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The landing layout's header: the logo and the way between sign-in and sign-up. */
export function LandingHeader() {
  return (
    <Bar>
      <Logo />
      <Nav aria-label="Account">
        <AppLink to={href('sign-in')}>Sign In</AppLink>
        <AppLink to={href('sign-up')}>Sign Up</AppLink>
      </Nav>
    </Bar>
  );
}
