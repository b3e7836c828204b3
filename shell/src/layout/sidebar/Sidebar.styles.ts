import styled from 'styled-components';

export const Panel = styled.nav<{ $open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndices.sidebar};
  width: ${({ theme }) => theme.layout.sidebarWidth.base};
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.onSidebar};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform ${({ theme }) => theme.transitions.normal},
    visibility ${({ theme }) => theme.transitions.normal};
  /* The focus ring on the dark panel: near-white on navy (about 17:1), inset so the scrolling panel never clips it. */
  a:focus-visible,
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.onSidebar};
    outline-offset: -4px;
  }
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: 0;
    height: 100vh;
    flex: 0 0 ${({ theme }) => theme.layout.sidebarWidth.md};
    width: ${({ theme }) => theme.layout.sidebarWidth.md};
    transform: none;
    visibility: visible;
  }
  ${({ theme }) => theme.media.lg} {
    flex-basis: ${({ theme }) => theme.layout.sidebarWidth.lg};
    width: ${({ theme }) => theme.layout.sidebarWidth.lg};
  }
`;

export const Logo = styled.a`
  display: block;
  padding: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.onSidebar};
  text-decoration: none;
`;

export const SectionTitle = styled.h2`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl} ${theme.space.xs}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.08em;
  opacity: 0.7;
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const ItemLink = styled.a<{ $nested?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme, $nested }) => `${theme.space.sm} ${theme.space.xl} ${theme.space.sm} ${$nested ? theme.space.xxxl : theme.space.xl}`};
  border: none;
  background: none;
  color: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.sidebarActive};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.sidebarActive};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Footer = styled.div`
  margin-top: auto;
  padding-bottom: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.sidebarActive};
`;

export const Version = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.6;
`;
