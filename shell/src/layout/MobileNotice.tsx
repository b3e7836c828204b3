import styled from 'styled-components';
import { usePlatform } from 'shared-ui';

const Wrap = styled.section`
  padding: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Banner = styled.div`
  height: 96px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brand}, ${({ theme }) => theme.colors.info});
`;

const Alert = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Shown to mobile visitors instead of the dashboard (spec 1, Mobile notice). */
export function MobileNotice() {
  const { links } = usePlatform().config;
  return (
    <Wrap aria-labelledby="mobile-notice-title" data-testid="mobile-notice">
      <Banner role="img" aria-label="Desktop view illustration" />
      <h1 id="mobile-notice-title">Switch to Desktop View</h1>
      <h2>Mobile Access Limited</h2>
      <Alert role="alert">
        <strong>Mobile device detected</strong>
        <p>The Business Administration Dashboard requires desktop view or a larger device.</p>
      </Alert>
      <div>
        <h3>Option 1: Use a free desktop browser app</h3>
        <p>
          <a href={links.androidApp} target="_blank" rel="noopener noreferrer">
            Free Android app
          </a>
          {' · '}
          <a href={links.appleApp} target="_blank" rel="noopener noreferrer">
            Free Apple app
          </a>
        </p>
      </div>
      <div>
        <h3>Option 2: Use a Larger Device</h3>
        <p>Open the portal on a laptop, tablet or desktop computer.</p>
      </div>
      <Muted>This dashboard is optimized for larger screens for the best data visualization experience.</Muted>
    </Wrap>
  );
}
