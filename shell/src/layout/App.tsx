import { useEffect } from 'react';
import { GlobalStyle, PlatformProvider, ThemeProvider, type PlatformApi } from 'shared-ui';
import { BrowserRouter } from 'shared-ui/router';
import type { ReleaseWatch } from '../boot/release-watch';
import { Layout } from './Layout';

/**
 * The shell's React tree; the only place global styles are injected. Its router follows the one URL (sidebar, top
 * bar). `onCommitted` is called once the frame is in the document (single-spa mounts remotes into it).
 */
export function App({
  platform,
  releaseWatch,
  onCommitted,
}: {
  platform: PlatformApi;
  releaseWatch?: ReleaseWatch;
  onCommitted?: () => void;
}) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <PlatformProvider platform={platform}>
      <ThemeProvider>
        <GlobalStyle />
        <BrowserRouter>
          <Layout releaseWatch={releaseWatch} />
        </BrowserRouter>
      </ThemeProvider>
    </PlatformProvider>
  );
}
