import styled from 'styled-components';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space.lg};
  /* From tablets up the bar is one line: the search box gives way first. */
  ${({ theme }) => theme.media.md} {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  ${({ theme }) => theme.media.lg} {
    gap: ${({ theme }) => theme.space.md};
    padding: 0 ${({ theme }) => theme.space.xl};
  }
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const MenuToggle = styled.button`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  cursor: pointer;
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

export const Search = styled.input`
  flex: 1 1 8rem;
  min-width: 0;
  max-width: 28rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const ActionButton = styled.button<{ $danger?: boolean }>`
  flex: none;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  }
  border: 1px solid ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.onBrand : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme, $danger }) => ($danger ? theme.colors.dangerHover : theme.colors.surfaceMuted)};
  }
`;

export const SupportLink = styled.a`
  flex: none;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Promo = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
