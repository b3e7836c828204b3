import { GlobalStyle, PlatformProvider, ThemeProvider, type PlatformApi } from 'shared-ui';
import { BrowserRouter } from 'shared-ui/router';
import { Layout } from './Layout';

/** The shell's React tree; the only place global styles are injected. Its router follows the one URL (sidebar, top bar). */
export function App({ platform }: { platform: PlatformApi }) {
  return (
    <PlatformProvider platform={platform}>
      <ThemeProvider>
        <GlobalStyle />
        <BrowserRouter>
          <Layout />
        </BrowserRouter>
      </ThemeProvider>
    </PlatformProvider>
  );
}
