// The federation runtime's scripts and links carry the recorded hash (the browser then refuses a
// differing file before it runs); no network here.
import type { PortalConfig } from 'shared-ui';
import { createIntegrityGuard } from './integrity-guard';
import { integrityIndex, NO_FILE_HASH } from './integrity-index';

const RELEASE = 'https://cdn.example/remotes/mfe-credit/r1/';
const HASH = `sha384-${'x'.repeat(64)}`;
const config = {
  remotes: { mfe_credit: `${RELEASE}mf-manifest.json`, mfe_content: 'http://localhost:8144/mf-manifest.json' },
  releases: { mfe_credit: { live: 'r1', integrity: { 'remoteEntry.js': HASH } } },
} as unknown as PortalConfig;

type Hook<T> = (args: { url: string; attrs?: Record<string, unknown> }) => T;
const plugin = createIntegrityGuard(integrityIndex(config, ['mfe_content'])).plugin();
const createScript = plugin.createScript as unknown as Hook<HTMLScriptElement | undefined>;
const createLink = plugin.createLink as unknown as Hook<HTMLLinkElement | undefined>;

describe('the portal-integrity federation plugin', () => {
  it("puts the recorded hash on a remote entry's script, CORS for another origin, keeping the runtime's attributes", () => {
    const script = createScript({ url: `${RELEASE}remoteEntry.js`, attrs: { fetchpriority: 'high' } });
    expect(script?.getAttribute('integrity')).toBe(HASH);
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.getAttribute('fetchpriority')).toBe('high');
    expect(script?.src).toBe(`${RELEASE}remoteEntry.js`);
  });

  it('fails closed for a file without a recorded hash (scripts and preload links)', () => {
    expect(createScript({ url: `${RELEASE}999.js` })?.getAttribute('integrity')).toBe(NO_FILE_HASH);
    expect(createLink({ url: `${RELEASE}999.js`, attrs: { rel: 'preload', as: 'script' } })?.getAttribute('integrity')).toBe(NO_FILE_HASH);
  });

  it("leaves a development override's scripts to the runtime (unverified)", () => {
    expect(createScript({ url: 'http://localhost:8144/remoteEntry.js' })).toBeUndefined();
  });
});
