import { screen, within } from '@testing-library/react';
import { createFakePlatform, fakeSupabase, renderWithStore, TEST_CONFIG } from 'shared-ui/testing';
import { adminApi } from '../../../lib/api';
import AppInfoPage from './AppInfoPage';

const remotes = { mfe_setup: 'http://cdn.test/mfe-setup/mf-manifest.json', mfe_admin: 'http://cdn.test/mfe-admin/mf-manifest.json' };

describe('AppInfoPage', () => {
  // The manifests and the API's health answer over HTTP (fetch): here they never answer, to see the page meanwhile.
  // (jsdom has no fetch of its own.)
  beforeEach(() => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('lists every remote at once, each "Checking..." until its manifest answers (nothing moves when they do)', () => {
    const platform = createFakePlatform({
      supabase: fakeSupabase({}).client,
      config: { ...TEST_CONFIG, remotes: remotes as typeof TEST_CONFIG.remotes },
    });
    renderWithStore(<AppInfoPage />, adminApi, platform);
    const table = screen.getByRole('table', { name: 'Remotes' });
    for (const [remote, url] of Object.entries(remotes)) {
      const row = within(table).getByRole('row', { name: new RegExp(remote) });
      expect(within(row).getByText('Checking...')).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: url })).toHaveAttribute('href', url);
    }
  });
});
