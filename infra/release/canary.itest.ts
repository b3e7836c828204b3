// Canary releases through the release commands, with the canaries in a real stack's database (service
// role, as in production): --canary lists the canary next to live, promote makes it live, rollback ends
// it, a new release replaces it, and the listing shows a rolled-back canary's reason.
import { startTestStack, type TestStack } from '../stack/test/support/test-stack';
import { canaryDb, type CanaryDb } from './canary-db';
import { describeReleases, promote, rollback, type ReleaseContext } from './commands';
import { liveConfig } from './registry';
import { releaseFixtureBuild } from './testing/fixture-build';
import { openFolderRelease, type FolderRelease } from './testing/folder-release';

const PKG = 'mfe-credit' as const;
let folder: FolderRelease;
let stack: TestStack;
let db: CanaryDb;
let ctx: ReleaseContext;

beforeAll(async () => {
  stack = await startTestStack();
  db = canaryDb(stack.url, stack.serviceKey);
  folder = await openFolderRelease('canary-store-', '2026-11-26T10:00:00Z');
  ctx = { ...folder.ctx, canaries: () => db };
});
afterAll(async () => {
  await folder.close();
  await stack.stop();
});

const releaseFixture = (marker: string, canary?: number) => releaseFixtureBuild(ctx, PKG, { marker }, canary);

const status = async (id: string) => (await db.list('mfe_credit')).find((c) => c.release_id === id)?.status;

describe('canary releases', () => {
  let live: string;

  it('--canary publishes, checks and lists the release next to live; the database records it', async () => {
    live = (await releaseFixture('A')).id;
    const canary = (await releaseFixture('B', 30)).id;
    const record = await ctx.store.readRecord(PKG);
    expect(record).toMatchObject({ live, canary: { id: canary, percent: 30 } });
    const config = await liveConfig(ctx.store);
    expect(config.remotes.mfe_credit).toBe(`${folder.url}/remotes/mfe-credit/${live}/mf-manifest.json`);
    // The canary's files carry their SHA-384 like live's: the shell verifies whichever release it loads.
    expect(config.releases.mfe_credit?.canary).toEqual({
      id: canary,
      percent: 30,
      manifest: `${folder.url}/remotes/mfe-credit/${canary}/mf-manifest.json`,
      integrity: expect.objectContaining({
        'mf-manifest.json': expect.stringMatching(/^sha384-/),
        'remoteEntry.js': expect.stringMatching(/^sha384-/),
      }),
    });
    expect((await db.list('mfe_credit'))[0]).toMatchObject({ release_id: canary, live_release_id: live, percent: 30, status: 'running' });
    expect(await describeReleases(ctx.store, db)).toContain(`~ canary   ${canary}`);
  });

  it('a second canary replaces the first; rollback ends a running canary and leaves live as it was', async () => {
    const first = (await ctx.store.readRecord(PKG))!.canary!.id;
    const second = (await releaseFixture('C', 50)).id;
    expect(await status(first)).toBe('ended');
    expect(await status(second)).toBe('running');
    await rollback(ctx, PKG);
    const record = await ctx.store.readRecord(PKG);
    expect(record).toMatchObject({ live, canary: null });
    expect(await status(second)).toBe('ended');
    expect((await liveConfig(ctx.store)).releases.mfe_credit?.canary).toBeUndefined();
  });

  it('promote makes the canary live for everyone', async () => {
    const canary = (await releaseFixture('D', 10)).id;
    await promote(ctx, PKG);
    expect(await ctx.store.readRecord(PKG)).toMatchObject({ live: canary, previous: [live], canary: null });
    expect(await status(canary)).toBe('promoted');
    live = canary;
  });

  it('a canary rolled back by the job cannot be promoted; the listing shows why; rollback clears it', async () => {
    const canary = (await releaseFixture('E', 20)).id;
    await stack.sql(
      `update public.release_canaries set status = 'rolled_back', reason = 'Error rate 90% over 12 sessions' where release_id = $1`,
      [canary],
    );
    await expect(promote(ctx, PKG)).rejects.toThrow(
      `mfe-credit: canary ${canary} is rolled back (Error rate 90% over 12 sessions); end it with rollback`,
    );
    const listing = await describeReleases(ctx.store, db);
    expect(listing).toContain('canary 20% rolled back since ');
    expect(listing).toContain(': Error rate 90% over 12 sessions');
    await rollback(ctx, PKG);
    expect(await ctx.store.readRecord(PKG)).toMatchObject({ live, canary: null });
    expect(await status(canary)).toBe('rolled_back');
  });
});
