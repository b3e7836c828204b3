import styled from 'styled-components';
import { usePlatform } from '../../platform/PlatformProvider';
import type { PortalLinks } from '../../platform/platform-api';

const Frame = styled.figure`
  position: relative;
  margin: 0;
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
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.onBrand};
  text-align: center;
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
 * The configured video's address: an optional `links.welcomeVideo` in portal-config.json (runtime
 * configuration, DECISIONS 10). Read defensively: older configurations do not have it.
 */
export function configuredVideoUrl(links: PortalLinks): string | undefined {
  const value: unknown = links.welcomeVideo;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export interface ConfiguredVideoProps {
  /** The figure's accessible name, e.g. "Welcome video". */
  label: string;
  /** The video player's accessible name. */
  videoLabel: string;
  /** The poster link's text, shown when no video is configured; it opens "How This Works" in a new tab. */
  posterText: string;
}

/** The portal's configured video (`links.welcomeVideo`); without one, a poster that opens "How This Works" in a new tab. */
export function ConfiguredVideo({ label, videoLabel, posterText }: ConfiguredVideoProps) {
  const { links } = usePlatform().config;
  const src = configuredVideoUrl(links);
  return (
    <Frame aria-label={label}>
      {src ? (
        <video src={src} controls preload="metadata" aria-label={videoLabel} />
      ) : (
        <Poster href={links.howThisWorks} target="_blank" rel="noopener noreferrer">
          <Play aria-hidden="true">▶</Play>
          {posterText}
        </Poster>
      )}
    </Frame>
  );
}
