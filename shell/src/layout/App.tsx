import { GlobalStyle, PlatformProvider, ThemeProvider, type PlatformApi } from 'shared-ui';
import { Layout } from './Layout';

/** The shell's React tree; the only place global styles are injected. */
export function App({ platform }: { platform: PlatformApi }) {
  return (
    <PlatformProvider platform={platform}>
      <ThemeProvider>
        <GlobalStyle />
        <Layout />
      </ThemeProvider>
    </PlatformProvider>
  );
}
