import { render, screen } from '@testing-library/react';
import type { PlatformApi } from 'shared-ui';
import { browser } from '../lib/browser';
import { testPlatform } from '../testing/fake-platform';
import { Root } from './Root';
import { ROUTES } from './routes';

describe('mfe-auth routes', () => {
  beforeEach(() => {
    // Google's start checks the authorize address over HTTP; answer as a server that redirects.
    global.fetch = jest.fn(() => Promise.resolve({ type: 'opaqueredirect', status: 0 } as Response));
    // jsdom does not implement navigation; /signin/auto leaves for Google at once.
    jest.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
  });

  it.each(ROUTES.map((r) => [r.path, r.title]))('%s shows "%s"', async (path, title) => {
    window.history.pushState(null, '', path);
    render(<Root platform={testPlatform()} reportRenderError={jest.fn()} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('refuses a platform API of another version', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrong = { ...testPlatform(), version: 999 } as unknown as PlatformApi;
    expect(() => render(<Root platform={wrong} reportRenderError={jest.fn()} />)).toThrow(/Platform API version 999/);
    spy.mockRestore();
  });
});
