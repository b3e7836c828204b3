import { PLATFORM_API_VERSION, SHARED_UI_VERSION } from 'shared-ui';
import { assertRemoteCompatible, IncompatibleRemoteError } from './remote-compat';

// The network is the faked boundary: the remote's manifest as its build stamped it.
function serveManifest(portal: object) {
  globalThis.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({ portal }) })) as unknown as typeof fetch;
}

const [major, minor] = SHARED_UI_VERSION.split('.').map(Number);

describe('assertRemoteCompatible', () => {
  it('runs a remote built against this shared-ui or an older minor', async () => {
    serveManifest({ platformApi: PLATFORM_API_VERSION, sharedUi: `${major}.0.0` });
    await expect(assertRemoteCompatible('mfe_credit', '/m.json')).resolves.toBeUndefined();
  });

  it('refuses a remote built against a newer shared-ui minor, saying the shell must be released first', async () => {
    serveManifest({ platformApi: PLATFORM_API_VERSION, sharedUi: `${major}.${minor + 1}.0` });
    const error = await assertRemoteCompatible('mfe_credit', '/m.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IncompatibleRemoteError);
    expect((error as Error).message).toBe(
      `This section was built against shared-ui ${major}.${minor + 1}.0; this portal provides shared-ui ${SHARED_UI_VERSION} (the portal's shell must be released first).`,
    );
  });

  it('refuses another major of the platform API', async () => {
    serveManifest({ platformApi: '9.0', sharedUi: SHARED_UI_VERSION });
    await expect(assertRemoteCompatible('mfe_credit', '/m.json')).rejects.toThrow(/built for platform API 9\.0/);
  });
});
