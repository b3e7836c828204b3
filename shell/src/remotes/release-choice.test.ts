import type { PlatformApi, PortalConfig } from 'shared-ui';
import { chooseRelease, resetReleaseChoice } from './release-choice';

// The choice's boundary is one rpc (release_assignment): a stub platform stands in for it; the
// assignment itself is tested against the stack (infra/supabase/tests/release-health.itest.ts).
const config = {
  remotes: { mfe_credit: '/remotes/mfe-credit/live1/mf-manifest.json', mfe_setup: '/remotes/mfe-setup/s1/mf-manifest.json' },
  releases: {
    mfe_credit: {
      live: 'live1',
      previous: null,
      switchedAt: '',
      canary: { id: 'can1', percent: 50, manifest: '/remotes/mfe-credit/can1/mf-manifest.json' },
    },
    mfe_setup: { live: 's1', previous: null, switchedAt: '' },
  },
} as unknown as PortalConfig;

function platform(user: string | null, rows: unknown[] | Error) {
  const rpc = jest.fn(() => Promise.resolve(rows instanceof Error ? { data: null, error: rows } : { data: rows, error: null }));
  const api = { config, supabase: { rpc }, getSession: () => ({ user: user ? { id: user } : null }) } as unknown as PlatformApi;
  return { api, rpc };
}

describe('chooseRelease', () => {
  beforeEach(() => resetReleaseChoice());

  it('loads the canary only when the database assigns the user to it, asking once per page', async () => {
    const { api, rpc } = platform('u1', [{ remote: 'mfe_credit', release_id: 'can1', canary: true }]);
    expect(await chooseRelease(api, 'mfe_credit')).toEqual({
      release: 'can1',
      entry: '/remotes/mfe-credit/can1/mf-manifest.json',
      canary: true,
    });
    expect(await chooseRelease(api, 'mfe_credit')).toMatchObject({ release: 'can1' });
    expect(await chooseRelease(api, 'mfe_setup')).toEqual({
      release: 's1',
      entry: '/remotes/mfe-setup/s1/mf-manifest.json',
      canary: false,
    });
    expect(rpc).toHaveBeenCalledTimes(1);
  });

  it('gives live when not assigned, signed out, assigned to another canary id, or when asking fails', async () => {
    const live = { release: 'live1', entry: '/remotes/mfe-credit/live1/mf-manifest.json', canary: false };
    expect(await chooseRelease(platform('u1', [{ remote: 'mfe_credit', release_id: 'live1', canary: false }]).api, 'mfe_credit')).toEqual(
      live,
    );
    resetReleaseChoice();
    const signedOut = platform(null, []);
    expect(await chooseRelease(signedOut.api, 'mfe_credit')).toEqual(live);
    expect(signedOut.rpc).not.toHaveBeenCalled();
    expect(await chooseRelease(platform('u2', [{ remote: 'mfe_credit', release_id: 'other', canary: true }]).api, 'mfe_credit')).toEqual(
      live,
    );
    resetReleaseChoice();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await chooseRelease(platform('u3', new Error('offline')).api, 'mfe_credit')).toEqual(live);
  });
});
