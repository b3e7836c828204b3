import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { assertCompatiblePlatform, PlatformProvider, ThemeProvider, type RemoteProps } from 'shared-ui';
import { AppRoutes } from './AppRoutes';
import { createStore } from './store';
import { SessionSync } from '../features/session/SessionSync';

/** The remote's whole tree: platform API, theme, its own Redux store and its own router (./router). */
export function Root({ platform }: RemoteProps) {
  assertCompatiblePlatform(platform);
  const store = useMemo(() => createStore(), []);
  return (
    <PlatformProvider platform={platform}>
      <ThemeProvider>
        <Provider store={store}>
          <SessionSync />
          <AppRoutes />
        </Provider>
      </ThemeProvider>
    </PlatformProvider>
  );
}
