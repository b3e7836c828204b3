// The release machinery end to end over HTTP, with small fixture builds (testing/fixture-build.ts): the
// check refuses broken releases and nothing switches; switch and rollback; a page load during switches
// always gets one whole release.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CheckFailed, rollback, switchTo, type ReleaseContext } from './commands';
import { liveConfig, switchedRecord } from './registry';
import { sri } from './release-id';
import { fixtureScreens, publishFixtureBuild, releaseFixtureBuild, type FixtureOptions } from './testing/fixture-build';
import { openFolderRelease, type FolderRelease } from './testing/folder-release';
import type { RemotePackage } from './types';

const PKG = 'mfe-credit' as const;
let folder: FolderRelease;
let ctx: ReleaseContext;

beforeAll(async () => {
  folder = await openFolderRelease('release-store-', '2026-11-22T10:00:00Z');
  ctx = folder.ctx;
});
afterAll(() => folder.close());

const releaseFixture = (options: FixtureOptions, pkg: RemotePackage = PKG) => releaseFixtureBuild(ctx, pkg, options);

const live = async () => (await ctx.store.readRecord(PKG))?.live;

describe('release, check, switch, rollback', () => {
  let first: string;

  it('a good release is published under version-hash-time and goes live; portal-config derives from the registry', async () => {
    first = (await releaseFixture({ marker: 'A' })).id;
    expect(first).toMatch(/^0\.1\.0-[0-9a-f]{8}-\d{8}T\d{6}Z$/);
    expect(await live()).toBe(first);
    const config = await liveConfig(ctx.store);
    expect(config.remotes.mfe_credit).toBe(`${folder.url}/remotes/mfe-credit/${first}/mf-manifest.json`);
    expect(config.releases.mfe_credit).toEqual({
      live: first,
      previous: null,
      switchedAt: expect.any(String),
      integrity: expect.any(Object),
    });
  });

  it('publishing records the SHA-384 of every file; portal-config carries those the shell loads (manifest, scripts)', async () => {
    const meta = (await ctx.store.list(PKG)).find((m) => m.id === first)!;
    expect(Object.keys(meta.integrity ?? {}).sort()).toEqual(meta.files);
    for (const file of meta.files) expect(meta.integrity?.[file]).toBe(sri(readFileSync(join(folder.dir, PKG, first, file))));
    const carried = (await liveConfig(ctx.store)).releases.mfe_credit?.integrity ?? {};
    expect(Object.keys(carried).sort()).toEqual(meta.files.filter((f) => f.endsWith('.js') || f === 'mf-manifest.json'));
    expect(carried['remoteEntry.js']).toBe(meta.integrity?.['remoteEntry.js']);
  });

  it('a release with one byte flipped in a published file is refused by the check; nothing switches', async () => {
    const before = await ctx.store.readRecord(PKG);
    const { id } = await publishFixtureBuild(ctx, PKG, { marker: 'tampered' });
    const chunk = join(folder.dir, PKG, id, '260.js');
    const bytes = readFileSync(chunk);
    bytes[3] ^= 0x01;
    writeFileSync(chunk, bytes);
    const error = await switchTo(ctx, PKG, id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckFailed);
    expect((error as CheckFailed).problems).toContain('files do not match their recorded SHA-384 (changed after publishing): 260.js');
    expect(await ctx.store.readRecord(PKG)).toEqual(before);
  });

  it('a release published before hashes were recorded is refused (release it again)', async () => {
    const before = await ctx.store.readRecord(PKG);
    const { id } = await publishFixtureBuild(ctx, PKG, { marker: 'legacy' });
    const metaFile = join(folder.dir, PKG, id, 'release.json');
    const { integrity: _dropped, ...legacy } = JSON.parse(readFileSync(metaFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(metaFile, JSON.stringify(legacy));
    const error = await switchTo(ctx, PKG, id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckFailed);
    expect((error as CheckFailed).problems.join('\n')).toMatch(
      /files without a recorded SHA-384 .*release it again\): 227\.js, 260\.js, 696\.js, __federation_expose_lifecycles\.js, mf-manifest\.json, remoteEntry\.js/,
    );
    expect(await ctx.store.readRecord(PKG)).toEqual(before);
  });

  it.each<[string, FixtureOptions, RegExp]>([
    ['no ./lifecycles', { marker: 'broken-1', exposes: ['./other'] }, /does not expose \.\/lifecycles/],
    ['a missing chunk', { marker: 'broken-2', dropChunk: true }, /files not reachable: 260\.js \(HTTP 404\)/],
    ['another platform major', { marker: 'broken-3', platformApi: '2.0' }, /built for platform API 2\.0; the shell provides 1\.2/],
    ['a newer platform minor', { marker: 'broken-4', platformApi: '1.3' }, /built for platform API 1\.3/],
    ['no platform version', { marker: 'broken-5', platformApi: null }, /declares no platform API version/],
    [
      'a shared major the shell cannot satisfy',
      { marker: 'broken-6', reactVersion: '20.0.0' },
      /shares react 20\.0\.0, which the shell's singleton react 19\.3\.1 cannot satisfy/,
    ],
    [
      'another major of module federation',
      { marker: 'broken-7', federation: '3.0.0' },
      /built with module federation 3\.0\.0; the shell's federation runtime is 2\.9\.2/,
    ],
  ])('a build with %s is refused and the live release does not change', async (_name, options, reason) => {
    const before = await ctx.store.readRecord(PKG);
    const error = await releaseFixture(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckFailed);
    expect((error as CheckFailed).problems.join('\n')).toMatch(reason);
    expect(await ctx.store.readRecord(PKG)).toEqual(before);
  });

  it('a release built for an older minor of the same major goes live', async () => {
    const older = await releaseFixture({ marker: 'B', platformApi: '1.0' });
    expect(await live()).toBe(older.id);
    expect((await ctx.store.readRecord(PKG))?.previous[0]).toBe(first);
  });

  it('rollback switches back to the previous release in one step, then has nowhere further to go', async () => {
    await rollback(ctx, PKG);
    expect(await live()).toBe(first);
    expect((await liveConfig(ctx.store)).releases.mfe_credit?.previous).toBeNull();
    await expect(rollback(ctx, PKG)).rejects.toThrow(/no previous release/);
    expect(await live()).toBe(first);
  });

  it('a published release is immutable', async () => {
    // Same content at the same second: the same id.
    const meta = (await ctx.store.list(PKG)).find((m) => m.id === first);
    const clock = ctx.now;
    ctx.now = () => new Date(meta!.createdAt);
    try {
      await expect(publishFixtureBuild(ctx, PKG, { marker: 'A' })).rejects.toThrow(/exists already/);
    } finally {
      ctx.now = clock;
    }
  });
});

describe('a page load during switches', () => {
  it('always gets one whole release: config, manifest and every file from the same release', async () => {
    const a = (await releaseFixture({ marker: 'X' })).id;
    const b = (await releaseFixture({ marker: 'Y' })).id;
    let switching = true;
    const switcher = (async () => {
      for (let i = 0; switching; i++) {
        const record = await ctx.store.readRecord(PKG);
        await ctx.store.writeRecord(PKG, switchedRecord(record, PKG, i % 2 ? a : b, 'release', new Date()));
      }
    })();
    const seen = new Set<string>();
    // At least 60 loads, and on until both releases were seen: how many switches land between two loads
    // depends on the machine's load, so a fixed count alone saw only one release on a busy machine.
    for (let load = 0; load < 60 || seen.size < 2; load++) {
      // What the shell does on a page load: read the config, then the manifest, then what it lists.
      const manifestUrl = (await liveConfig(ctx.store)).remotes.mfe_credit as string;
      const manifest = (await (await fetch(manifestUrl)).json()) as {
        marker: string;
        exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
      };
      const files = ['remoteEntry.js', '696.js', ...manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async])];
      const bodies = await Promise.all(files.map(async (f) => (await fetch(new URL(f, manifestUrl))).text()));
      for (const body of bodies) expect(body).toContain(`/* ${manifest.marker} */`);
      seen.add(manifest.marker);
    }
    switching = false;
    await switcher;
    expect([...seen].sort()).toEqual(['X', 'Y']);
  });

  it('a switch checks the release first, like a release', async () => {
    const record = await ctx.store.readRecord(PKG);
    const meta = await publishFixtureBuild(ctx, PKG, { marker: 'Z', platformApi: '3.0' });
    await expect(switchTo(ctx, PKG, meta.id)).rejects.toThrow(CheckFailed);
    expect(await ctx.store.readRecord(PKG)).toEqual(record);
  });
});

describe('the composed table', () => {
  const creditScreens = (...extra: { id: string; path: string; access?: 'signed-in' | 'admin' }[]) =>
    fixtureScreens('mfe_credit', [
      { id: 'term-loan', path: '/term-loan', title: 'Credit & Loans', access: 'signed-in' },
      ...extra.map((s) => ({ title: s.id, access: 'signed-in' as const, ...s })),
    ]);
  const refused = async (options: FixtureOptions, reason: RegExp) => {
    const before = await ctx.store.readRecord(PKG);
    const configBefore = await liveConfig(ctx.store);
    const error = await releaseFixture(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckFailed);
    expect((error as CheckFailed).problems.join('\n')).toMatch(reason);
    expect(await ctx.store.readRecord(PKG)).toEqual(before);
    expect(await liveConfig(ctx.store)).toEqual(configBefore);
  };

  beforeAll(async () => {
    // mfe-setup goes live with `/documents` and a link to mfe-credit's `store-credit`.
    const setup = fixtureScreens('mfe_setup', [{ id: 'documents', path: '/documents', title: 'Business Documents', access: 'signed-in' }], {
      links: ['store-credit'],
    });
    await releaseFixture({ marker: 'C', screens: creditScreens({ id: 'store-credit', path: '/store-credit' }), platformApi: '1.2' });
    await releaseFixture({ marker: 'S', name: 'mfe_setup', screens: setup, platformApi: '1.2' }, 'mfe-setup');
  });

  it('portal-config.json carries the live releases’ declarations', async () => {
    const { screens } = await liveConfig(ctx.store);
    expect(screens.mfe_setup?.screens.map((s) => s.id)).toEqual(['documents']);
    expect(screens.mfe_credit?.screens.map((s) => s.id)).toEqual(['term-loan', 'store-credit']);
  });

  it('refuses an id another live remote declares', async () => {
    await refused(
      {
        marker: 'id-clash',
        screens: creditScreens({ id: 'store-credit', path: '/store-credit' }, { id: 'documents', path: '/credit-documents' }),
      },
      /screen id 'documents' is declared by mfe_setup and mfe_credit/,
    );
  });

  it('refuses a path another live remote owns', async () => {
    await refused(
      {
        marker: 'path-clash',
        screens: creditScreens({ id: 'store-credit', path: '/store-credit' }, { id: 'credit-docs', path: '/documents/' }),
      },
      /path \/documents\/ \(signed-in\) is owned by mfe_setup and mfe_credit/,
    );
  });

  it('refuses dropping a screen another remote (or the shell) links to', async () => {
    await refused(
      { marker: 'dropped', screens: fixtureScreens('mfe_credit', [{ id: 'other', path: '/other', title: 'Other', access: 'signed-in' }]) },
      /mfe_setup links to the screen 'store-credit', which no live remote declares[\s\S]*the shell links to the screen 'term-loan'/,
    );
  });

  it('refuses a remote built against a newer shared-ui minor than the live shell provides (and another major)', async () => {
    await refused(
      { marker: 'ui-minor', sharedUi: '1.1.0' },
      /built against shared-ui 1\.1\.0; the live shell provides shared-ui 1\.0\.0 .*release the shell first/,
    );
    await refused({ marker: 'ui-major', sharedUi: '2.0.0' }, /built against shared-ui 2\.0\.0/);
  });

  it('a release that adds a screen composes it; rollback re-derives the table without it', async () => {
    await releaseFixture({
      marker: 'added',
      screens: creditScreens({ id: 'store-credit', path: '/store-credit' }, { id: 'loan-offers', path: '/loan-offers', access: 'admin' }),
    });
    expect((await liveConfig(ctx.store)).screens.mfe_credit?.screens.map((s) => s.id)).toContain('loan-offers');
    await rollback(ctx, PKG);
    expect((await liveConfig(ctx.store)).screens.mfe_credit?.screens.map((s) => s.id)).toEqual(['term-loan', 'store-credit']);
  });
});
