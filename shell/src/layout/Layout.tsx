import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { usePlatform, useSession } from 'shared-ui';
import { useLocation } from 'shared-ui/router';
import type { ReleaseWatch } from '../boot/release-watch';
import { LazyToaster } from '../platform/lazy-toaster';
import { CONTENT_ID } from '../remotes/register-remotes';
import { focusContent, useFocusOnNavigate } from './focus-on-navigate';
import { NewVersionNotice } from './NewVersionNotice';
import { Sidebar } from './sidebar/Sidebar';
import { TopBar } from './topbar/TopBar';
import { useMediaQuery } from './use-media-query';

// Only phones see it: its own chunk, left out of the first load.
const MobileNotice = lazy(() =>
  import(/* webpackChunkName: "lazy-mobile-notice" */ './MobileNotice').then((m) => ({ default: m.MobileNotice })),
);

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.sidebar - 1};
  background: ${({ theme }) => theme.colors.overlay};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/** The first stop of the page's Tab order, shown only while focused (issue 51: WCAG 2.4.1). */
const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brandHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translateY(-200%);
  &:focus {
    transform: none;
    outline: 2px solid ${({ theme }) => theme.colors.brandHover};
    outline-offset: 2px;
  }
`;

/** Signed-in screens sit inside a margin; the public (landing) layout runs edge to edge. */
const Content = styled.main<{ $padded: boolean }>`
  flex: 1;
  min-width: 0;
  padding: ${({ theme, $padded }) => ($padded ? theme.space.lg : '0')};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme, $padded }) => ($padded ? theme.space.xl : '0')};
  }
  &[hidden] {
    display: none;
  }
`;

/**
 * The page frame: "Skip to content" (first in the Tab order), sidebar, top bar, "A new version is available" (once a newer release set is live), the content area where single-spa mounts the remotes (React never
 * renders children into it), the mobile notice and the toaster.
 */
export function Layout({ releaseWatch }: { releaseWatch?: ReleaseWatch } = {}) {
  const { session, role, needsSecondFactor } = useSession();
  // Until the authenticator code is in, the frame is the signed-out one (the portal is not open yet).
  const signedIn = Boolean(session) && !needsSecondFactor;
  const { pathname } = useLocation();
  const isPublic = usePlatform().screens.isPublic(pathname);
  const isMobile = useMediaQuery(`(max-width: 767px)`);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const showNotice = isMobile && !isPublic;
  useFocusOnNavigate(CONTENT_ID);

  return (
    <Frame>
      <SkipLink
        href={`#${CONTENT_ID}`}
        onClick={(event) => {
          const content = document.getElementById(CONTENT_ID);
          if (!content) return;
          event.preventDefault();
          focusContent(content);
          content.scrollIntoView({ block: 'start' });
        }}
      >
        Skip to content
      </SkipLink>
      <Sidebar role={signedIn ? role : null} open={sidebarOpen} onNavigate={() => setSidebarOpen(false)} />
      {sidebarOpen && <Backdrop aria-hidden="true" onClick={() => setSidebarOpen(false)} />}
      <Main>
        <TopBar signedIn={signedIn} sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((v) => !v)} />
        {releaseWatch && <NewVersionNotice watch={releaseWatch} />}
        {showNotice && (
          <Suspense fallback={null}>
            <MobileNotice />
          </Suspense>
        )}
        <Content id={CONTENT_ID} hidden={showNotice} $padded={!isPublic} />
      </Main>
      <LazyToaster />
    </Frame>
  );
}
