import styled from 'styled-components';
import { usePlatform } from 'shared-ui';

const Anchor = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brandHover};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Mark = styled.span`
  color: ${({ theme }) => theme.colors.brand};
`;

/** The logo: a click goes to the provider's marketing site (spec 1, sidebar behaviour; DECISIONS 10). */
export function Logo() {
  const { links } = usePlatform().config;
  return (
    <Anchor href={links.marketingSite} aria-label="Business Portal home page">
      <Mark aria-hidden="true">■ </Mark>Business Portal
    </Anchor>
  );
}
