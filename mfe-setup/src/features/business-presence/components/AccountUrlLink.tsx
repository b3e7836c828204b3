import styled, { css } from 'styled-components';
import { accountHref } from '../account-url';

const pill = css`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Link = styled.a`
  ${pill}
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandHover};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brandHover};
    outline-offset: 2px;
  }
`;

const Disabled = styled.span`
  ${pill}
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
`;

/** The card's Business Url: a link (https:// added when missing) or, with no URL, a disabled pill. */
export function AccountUrlLink({ url, accountName }: { url: string | null; accountName: string }) {
  const href = accountHref(url);
  if (!href) {
    return <Disabled aria-disabled="true">Business Url</Disabled>;
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={`Business Url of ${accountName} (opens in a new tab)`}>
      Business Url
    </Link>
  );
}
