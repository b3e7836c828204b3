import type { ReactNode } from 'react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { render } from '@testing-library/react';
import { PLATFORM_API_VERSION, PlatformProvider, ThemeProvider, type PlatformApi, type PortalConfig, type Role, type SessionState } from 'shared-ui';

// Only the supabase client boundary is faked: these are DOM tests with no server; the browser tests use the real stack.
const fakeSupabase = { auth: {} } as unknown as SupabaseClient;

export const testConfig = {
  apiUrl: 'http://api.test',
  anonKey: 'anon',
  remotes: {},
  links: { marketingSite: 'http://portal.test/external/marketingSite', supportPage: 'http://portal.test/external/supportPage', androidApp: '#a', appleApp: '#b' },
} as unknown as PortalConfig;

export function sessionState(role: Role | null): SessionState {
  const session = role ? ({ access_token: 'token', user: { id: 'u1', email: 'u@test.local' } } as unknown as Session) : null;
  return { isLoading: false, session, user: session?.user ?? null, role };
}

export function fakePlatform(role: Role | null = 'client'): PlatformApi & { navigate: jest.Mock; signOut: jest.Mock } {
  const toast = Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() });
  return {
    version: PLATFORM_API_VERSION,
    supabase: fakeSupabase,
    getSession: () => sessionState(role),
    subscribe: () => () => undefined,
    signOut: jest.fn().mockResolvedValue(undefined),
    toast,
    navigate: jest.fn(),
    config: testConfig,
  };
}

export function renderWithPlatform(ui: ReactNode, platform: PlatformApi = fakePlatform()) {
  return render(
    <PlatformProvider platform={platform}>
      <ThemeProvider>{ui}</ThemeProvider>
    </PlatformProvider>,
  );
}
