import type { PortalConfig } from 'shared-ui';
import { applyDevOverrides, watchDevBuilds } from './dev-overrides';

const base = {
  apiUrl: 'http://api',
  anonKey: 'k',
  links: {},
  remotes: {
    mfe_auth: '/a.json',
    mfe_setup: '/s.json',
    mfe_credit: '/c.json',
    mfe_content: 'http://portal/remotes/mfe-content/1/mf-manifest.json',
    mfe_admin: '/ad.json',
  },
} as unknown as PortalConfig;
const DEV = 'http://127.0.0.1:8144/mf-manifest.json';

function at(url: string): Location {
  window.history.replaceState(null, '', url);
  return window.location;
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('applyDevOverrides', () => {
  it('is ignored unless the config allows overrides', () => {
    const { config, overridden } = applyDevOverrides(base, at(`/training?devOverride=mfe_content=${DEV}`));
    expect(config).toBe(base);
    expect(overridden).toEqual([]);
  });

  it('points a remote at the dev server, remembers it, and removes the query from the address', () => {
    const allowed = { ...base, devOverrides: true };
    const first = applyDevOverrides(allowed, at(`/training?devOverride=mfe_content=${DEV}&x=1`));
    expect(first.config.remotes.mfe_content).toBe(DEV);
    expect(first.config.remotes.mfe_credit).toBe('/c.json');
    expect(first.overridden).toEqual(['mfe_content']);
    expect(window.location.pathname + window.location.search).toBe('/training?x=1');
    expect(applyDevOverrides(allowed, at('/')).config.remotes.mfe_content).toBe(DEV);
  });

  it('turns one override off with an empty target, all with off; unknown remotes and non-http targets are ignored', () => {
    const allowed = { ...base, devOverrides: true };
    applyDevOverrides(
      allowed,
      at(
        `/?devOverride=mfe_content=${DEV}&devOverride=mfe_credit=${DEV}&devOverride=evil=${DEV}&devOverride=mfe_setup=javascript:alert(1)`,
      ),
    );
    expect(applyDevOverrides(allowed, at('/')).overridden).toEqual(['mfe_content', 'mfe_credit']);
    expect(applyDevOverrides(allowed, at('/?devOverride=mfe_content=')).overridden).toEqual(['mfe_credit']);
    expect(applyDevOverrides(allowed, at('/?devOverride=off')).config.remotes).toEqual(base.remotes);
  });

  it('accepts only a dev server on this machine (loopback), also from what an earlier page stored', () => {
    const allowed = { ...base, devOverrides: true };
    for (const target of [
      'https://evil.example/mf-manifest.json',
      'http://127.0.0.1.evil.example/m.json',
      'http://user@localhost:8144/m.json',
      'http://192.168.1.5:8144/m.json',
    ]) {
      expect(applyDevOverrides(allowed, at(`/?devOverride=mfe_content=${encodeURIComponent(target)}`)).overridden).toEqual([]);
    }
    localStorage.setItem(
      'portal:dev-overrides',
      JSON.stringify({ mfe_content: 'https://evil.example/mf-manifest.json', mfe_credit: 'http://localhost:8143/mf-manifest.json' }),
    );
    expect(applyDevOverrides(allowed, at('/')).overridden).toEqual(['mfe_credit']);
  });

  it('shows a banner while an override is active, with a way to turn it off; none without one', () => {
    const allowed = { ...base, devOverrides: true };
    applyDevOverrides(allowed, at(`/?devOverride=mfe_content=${DEV}`));
    const banner = document.querySelector('[role="status"]');
    expect(banner?.textContent).toContain(`Development override active: mfe_content from ${DEV}`);
    expect(banner?.querySelector('a')?.getAttribute('href')).toBe('?devOverride=off');
    applyDevOverrides(allowed, at('/?devOverride=off'));
    expect(document.querySelector('[role="status"]')).toBeNull();
  });
});

describe('watchDevBuilds', () => {
  it('reports each new build of the dev server, not the first one it sees', async () => {
    jest.useFakeTimers();
    const builds = ['b1', 'b1', 'b2', 'b2'];
    // The dev server's dev-build.json is the boundary faked here (no server in DOM tests).
    global.fetch = jest.fn(async () => ({
      json: async () => ({ build: builds.length > 1 ? builds.shift() : builds[0] }),
    })) as unknown as typeof fetch;
    const onBuild = jest.fn();
    watchDevBuilds({ ...base, remotes: { ...base.remotes, mfe_content: DEV } }, ['mfe_content'], onBuild);
    for (let i = 0; i < 4; i++) await jest.advanceTimersByTimeAsync(1000);
    expect(global.fetch).toHaveBeenCalledWith('http://127.0.0.1:8144/dev-build.json', { cache: 'no-store' });
    expect(onBuild.mock.calls).toEqual([['mfe_content']]);
    jest.useRealTimers();
  });
});
