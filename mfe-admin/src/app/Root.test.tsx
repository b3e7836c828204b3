import { render, screen } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { PLATFORM_API_VERSION, type PlatformApi, type SessionState } from 'shared-ui';
import { Root } from './Root';
import { ROUTES } from './routes';

// Only the supabase client is faked: these tests render pages and never reach the network.
const fakeSupabase = {} as SupabaseClient;

function platform(): PlatformApi {
  const state: SessionState = { isLoading: false, session: null, user: null, role: 'client' };
  const toast = Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() });
  return {
    version: PLATFORM_API_VERSION,
    supabase: fakeSupabase,
    getSession: () => state,
    subscribe: () => () => undefined,
    signOut: jest.fn(),
    toast,
    navigate: (path) => window.history.pushState(null, '', path),
    config: {} as PlatformApi['config'],
  };
}

describe('mfe-admin routes', () => {
  it.each(ROUTES.map((r) => [r.path, r.title]))('%s shows "%s"', async (path, title) => {
    window.history.pushState(null, '', path);
    render(<Root platform={platform()} reportRenderError={jest.fn()} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('refuses a platform API of another version', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrong = { ...platform(), version: 999 } as unknown as PlatformApi;
    expect(() => render(<Root platform={wrong} reportRenderError={jest.fn()} />)).toThrow(/Platform API version 999/);
    spy.mockRestore();
  });
});
