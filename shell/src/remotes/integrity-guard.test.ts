/**
 * @jest-environment node
 */
// Node's fetch Response and Web Crypto (jsdom has neither); the network is the faked boundary: a release's
// files as the store serves them, tampered or not.
import { createHash } from 'node:crypto';
import type { PortalConfig } from 'shared-ui';
import { recentRemoteFailures } from '../telemetry/report-remote-failure';
import { createIntegrityGuard, IntegrityError } from './integrity-guard';
import { integrityIndex, NO_FILE_HASH, sri } from './integrity-index';

const BASE = 'https://portal.example/';
const RELEASE = 'https://cdn.example/remotes/mfe-credit/0.1.0-abcdef12-20261125T100000Z/';
const nodeSri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const files: Record<string, string> = {
  'mf-manifest.json': '{"name":"mfe_credit"}',
  'remoteEntry.js': 'var mfe_credit = {};',
  '12.abcd1234.js': 'self.chunkRan = true;',
};

const config = {
  remotes: {
    mfe_credit: `${RELEASE}mf-manifest.json`,
    mfe_content: 'http://localhost:8144/mf-manifest.json',
  },
  releases: {
    mfe_credit: {
      live: '0.1.0-abcdef12-20261125T100000Z',
      integrity: Object.fromEntries(Object.entries(files).map(([f, t]) => [f, nodeSri(t)])),
    },
  },
} as unknown as PortalConfig;

function serve(served: Record<string, string>) {
  return jest.fn(async (url: string | URL | Request) => {
    const file = String(url).replace(RELEASE, '');
    return file in served ? new Response(served[file], { status: 200 }) : new Response('Not Found', { status: 404 });
  }) as unknown as typeof fetch;
}

describe('sri', () => {
  it("is the SHA-384 in subresource-integrity syntax (the same as the release tool's)", async () => {
    expect(await sri(new TextEncoder().encode('hello'))).toBe(nodeSri('hello'));
  });
});

describe('integrityIndex', () => {
  const index = integrityIndex(config, ['mfe_content'], BASE);

  it("gives a booted release's file its recorded hash", () => {
    expect(index.expected(`${RELEASE}12.abcd1234.js`)).toBe(nodeSri(files['12.abcd1234.js']));
    expect(index.remoteOf(`${RELEASE}12.abcd1234.js`)).toBe('mfe_credit');
  });

  it('fails closed: a file the release does not record, or any other URL, gets a hash no file has', () => {
    expect(index.expected(`${RELEASE}999.evil.js`)).toBe(NO_FILE_HASH);
    expect(index.expected('https://elsewhere.example/x.js')).toBe(NO_FILE_HASH);
    expect(index.remoteOf('https://elsewhere.example/x.js')).toBeNull();
  });

  it('leaves a development override unverified', () => {
    expect(index.expected('http://localhost:8144/src_x.js')).toBe('');
  });

  it('a release without recorded hashes runs nothing', () => {
    const bare = integrityIndex({ ...config, releases: {} } as PortalConfig, [], BASE);
    expect(bare.expected(`${RELEASE}remoteEntry.js`)).toBe(NO_FILE_HASH);
  });
});

describe('createIntegrityGuard().fetch', () => {
  const index = integrityIndex(config, ['mfe_content'], BASE);

  it('answers with the bytes when they match the recorded hash', async () => {
    const guard = createIntegrityGuard(index, serve(files));
    const response = await guard.fetch(`${RELEASE}mf-manifest.json`);
    expect(await response.json()).toEqual({ name: 'mfe_credit' });
  });

  it('refuses one flipped byte (IntegrityError) and reports an integrity failure once', async () => {
    const before = recentRemoteFailures().length;
    const guard = createIntegrityGuard(index, serve({ ...files, 'mf-manifest.json': '{"name":"mfe_credlt"}' }));
    const error = await guard.fetch(`${RELEASE}mf-manifest.json`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IntegrityError);
    await expect(guard.fetch(`${RELEASE}mf-manifest.json`)).rejects.toThrow('does not match its recorded SHA-384');
    const reported = recentRemoteFailures().slice(before);
    expect(reported).toEqual([
      {
        remote: 'mfe_credit',
        kind: 'integrity',
        message: 'mf-manifest.json of release 0.1.0-abcdef12-20261125T100000Z does not match its recorded SHA-384',
      },
    ]);
  });

  it('passes an HTTP error through unverified (the load fails as it would without integrity)', async () => {
    const guard = createIntegrityGuard(index, serve({}));
    expect((await guard.fetch(`${RELEASE}mf-manifest.json`)).status).toBe(404);
  });

  it('fetches a verified file once; forget() fetches it again', async () => {
    const fetchImpl = serve(files);
    const guard = createIntegrityGuard(index, fetchImpl);
    await guard.fetch(`${RELEASE}mf-manifest.json`);
    await guard.fetch(`${RELEASE}mf-manifest.json`);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    guard.forget(`${RELEASE}mf-manifest.json`);
    await guard.fetch(`${RELEASE}mf-manifest.json`);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('createIntegrityGuard().diagnose (a script the browser refused)', () => {
  const index = integrityIndex(config, [], BASE);

  it('reports a chunk whose bytes differ from the recorded hash', async () => {
    const before = recentRemoteFailures().length;
    const guard = createIntegrityGuard(index, serve({ ...files, '12.abcd1234.js': 'self.chunkRan = 1;' }));
    expect(await guard.diagnose(`${RELEASE}12.abcd1234.js`)).toBe(true);
    expect(recentRemoteFailures().slice(before)).toEqual([expect.objectContaining({ remote: 'mfe_credit', kind: 'integrity' })]);
  });

  it('reports a file the release does not record', async () => {
    const guard = createIntegrityGuard(index, serve({ ...files, '999.evil.js': 'alert(1)' }));
    expect(await guard.diagnose(`${RELEASE}999.evil.js`)).toBe(true);
    expect(recentRemoteFailures().at(-1)?.message).toBe('999.evil.js of release 0.1.0-abcdef12-20261125T100000Z has no recorded SHA-384');
  });

  it('does not call a network failure or an intact file an integrity failure', async () => {
    const guard = createIntegrityGuard(index, serve(files));
    expect(await guard.diagnose(`${RELEASE}12.abcd1234.js`)).toBe(false);
    expect(await guard.diagnose(`${RELEASE}gone.js`)).toBe(false);
  });
});
