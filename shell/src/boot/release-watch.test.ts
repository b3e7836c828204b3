import type { PortalConfig } from 'shared-ui';
import { createReleaseWatch, releaseSetKey } from './release-watch';

type Remotes = Pick<PortalConfig, 'remotes'>;
const booted = {
  remotes: { mfe_credit: '/remotes/mfe-credit/r1/mf-manifest.json', mfe_auth: '/remotes/mfe-auth/a1/mf-manifest.json' },
} as unknown as Remotes;
const switched = { remotes: { ...booted.remotes, mfe_credit: '/remotes/mfe-credit/r2/mf-manifest.json' } } as Remotes;

// The config endpoint is the faked boundary (its answers in sequence); the clock is a counter.
function setup(answers: Remotes[]) {
  let t = 0;
  const load = jest.fn(async () => answers.shift() ?? booted);
  const watch = createReleaseWatch({ booted, load, now: () => t, minGapMs: 1000, pollMs: 60_000 });
  return { watch, load, tick: (ms: number) => (t += ms) };
}

describe('releaseSetKey', () => {
  it('ignores the order of the remotes', () => {
    expect(releaseSetKey({ remotes: { mfe_auth: 'a', mfe_credit: 'c' } as never })).toBe(
      releaseSetKey({ remotes: { mfe_credit: 'c', mfe_auth: 'a' } as never }),
    );
  });
});

describe('createReleaseWatch', () => {
  it('notices a switched release set and tells its subscribers once', async () => {
    const { watch, tick } = setup([booted, switched]);
    const listener = jest.fn();
    watch.subscribe(listener);
    tick(1000);
    await watch.check();
    expect(watch.newVersion()).toBe(false);
    tick(1000);
    await watch.check();
    expect(watch.newVersion()).toBe(true);
    tick(1000);
    await watch.check();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('asks at most once per minimum gap, and keeps quiet when the config cannot be read', async () => {
    const { watch, load, tick } = setup([]);
    await watch.check(); // right after boot: skipped
    expect(load).not.toHaveBeenCalled();
    load.mockRejectedValueOnce(new Error('offline'));
    tick(1000);
    await watch.check();
    expect(watch.newVersion()).toBe(false);
    await watch.check();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks when the page becomes visible again', async () => {
    const { watch, load, tick } = setup([switched]);
    watch.start();
    tick(5000);
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(watch.newVersion()).toBe(true);
  });
});
