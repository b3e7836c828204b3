import styled from 'styled-components';
import { usePlatform, type PortalLinks } from 'shared-ui';

const Frame = styled.figure`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.sidebar}, ${({ theme }) => theme.colors.brandHover});
  box-shadow: ${({ theme }) => theme.shadows.md};
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
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.onBrand};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.onBrand};
    outline-offset: -6px;
  }
`;

const Play = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.2);
  font-size: 28px;
`;

/**
 * The welcome video's address: an optional `links.welcomeVideo` in portal-config.json (runtime
 * configuration, DECISIONS 10). Read defensively: older configurations do not have it.
 */
export function welcomeVideoUrl(links: PortalLinks): string | undefined {
  const value: unknown = links.welcomeVideo;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The welcome video; without a configured video, a poster that opens "How This Works" in a new tab. */
export function WelcomeVideo() {
  const { links } = usePlatform().config;
  const src = welcomeVideoUrl(links);
  return (
    <Frame aria-label="Welcome video">
      {src ? (
        <video src={src} controls preload="metadata" aria-label="Welcome to the Business Portal" />
      ) : (
        <Poster href={links.howThisWorks} target="_blank" rel="noopener noreferrer">
          <Play aria-hidden="true">▶</Play>
          Watch the welcome video (opens in a new tab)
        </Poster>
      )}
    </Frame>
  );
}
