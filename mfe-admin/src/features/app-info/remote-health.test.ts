import { checkRemote } from './remote-health';

// The network is faked here (a map of URL → response) to cover each failure; the App info browser
// journey checks real remotes on the running portal.
function fakeFetch(files: Record<string, unknown>) {
  return jest.fn(async (url: string) => {
    const found = url in files;
    return { ok: found, status: found ? 200 : 404, json: async () => files[url] } as Response;
  });
}

const MANIFEST_URL = 'http://portal.test/remotes/mfe-credit/mf-manifest.json';
const manifest = {
  metaData: { buildInfo: { buildVersion: '0.1.0' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'lifecycles', path: './lifecycles', assets: { js: { sync: ['expose.1234.js'] } } }],
};

describe('checkRemote', () => {
  it('is up when the manifest, the entry and the lifecycles files are reachable', async () => {
    const fetch = fakeFetch({
      [MANIFEST_URL]: manifest,
      'http://portal.test/remotes/mfe-credit/remoteEntry.js': 'js',
      'http://portal.test/remotes/mfe-credit/expose.1234.js': 'js',
    });
    await expect(checkRemote('mfe_credit', MANIFEST_URL, fetch)).resolves.toEqual({
      remote: 'mfe_credit',
      manifestUrl: MANIFEST_URL,
      status: 'up',
      version: '0.1.0',
    });
  });

  it('is down when the manifest is unreachable', async () => {
    const result = await checkRemote('mfe_credit', MANIFEST_URL, fakeFetch({}));
    expect(result).toMatchObject({ status: 'down', reason: 'Manifest not reachable (HTTP 404)' });
  });

  it('is down when the manifest does not expose lifecycles', async () => {
    const result = await checkRemote('mfe_credit', MANIFEST_URL, fakeFetch({ [MANIFEST_URL]: { ...manifest, exposes: [] } }));
    expect(result).toMatchObject({ status: 'down', reason: 'The manifest does not expose ./lifecycles', version: '0.1.0' });
  });

  it('is down when a lifecycles file is missing', async () => {
    const fetch = fakeFetch({ [MANIFEST_URL]: manifest, 'http://portal.test/remotes/mfe-credit/remoteEntry.js': 'js' });
    await expect(checkRemote('mfe_credit', MANIFEST_URL, fetch)).resolves.toMatchObject({
      status: 'down',
      reason: 'expose.1234.js not reachable',
    });
  });
});
