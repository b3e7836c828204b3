import styled from 'styled-components';
import { usePlatform, type PortalLinks } from 'shared-ui';

const Frame = styled.figure`
  position: relative;
  margin: 0;
  aspect-ratio: 16 / 9;
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.sidebar}, ${({ theme }) => theme.colors.brandHover});
  & video {
    width: 100%;
    height: 100%;
    display: block;
  }
`;

const Poster = styled.a`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.onBrand};
    outline-offset: -6px;
  }
`;

/** The configured intro video (`links.welcomeVideo`, DECISIONS 10), read defensively. */
export function introVideoUrl(links: PortalLinks): string | undefined {
  const value: unknown = links.welcomeVideo;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The intro video; without one configured, a poster that opens "How This Works" in a new tab. */
export function IntroVideo() {
  const { links } = usePlatform().config;
  const src = introVideoUrl(links);
  return (
    <Frame aria-label="Intro video">
      {src ? (
        <video src={src} controls preload="metadata" aria-label="Business build-out intro video" />
      ) : (
        <Poster href={links.howThisWorks} target="_blank" rel="noopener noreferrer">
          <span aria-hidden="true">▶</span> Watch the intro video (opens in a new tab)
        </Poster>
      )}
    </Frame>
  );
}
