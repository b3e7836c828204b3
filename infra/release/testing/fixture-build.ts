// A small build output in the shape webpack + Module Federation emit (mf-manifest.json, remoteEntry.js,
// the exposed module's chunks, a shared chunk), for the release tests: every file carries `marker`, so a
// test can tell which release a fetched file came from. Options make it broken in one precise way.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataUsage } from '../data-usage';
import type { RemoteScreens } from '../../../shared-ui/src/screens/screen-declarations';
import { publish, release, type ReleaseContext } from '../commands';
import type { ReleaseMeta, RemotePackage } from '../types';

export interface FixtureOptions {
  marker: string;
  platformApi?: string | null;
  /** What the container exposes (default ./lifecycles). */
  exposes?: string[];
  reactVersion?: string;
  /** Leave out the exposed module's async chunk (listed in the manifest). */
  dropChunk?: boolean;
  /** The module federation version it was built with (metaData.pluginVersion). */
  federation?: string;
  /** The federation name (default mfe_credit). */
  name?: string;
  /** The shared-ui version it was built against (portal.sharedUi, default 1.0.0). */
  sharedUi?: string;
  /** Its screen declarations (portal.screens; default: one screen of its own, `term-loan` for mfe_credit). */
  screens?: RemoteScreens | null;
  /** What its typed calls use (portal.data; default: not stamped). */
  data?: DataUsage;
}

/** A remote's declarations for a fixture. */
export function fixtureScreens(name: string, screens: RemoteScreens['screens'] = [], extra: Partial<RemoteScreens> = {}): RemoteScreens {
  const own = screens.length
    ? screens
    : [
        {
          id: name === 'mfe_credit' ? 'term-loan' : `${name}-home`,
          path: name === 'mfe_credit' ? '/term-loan' : `/${name}`,
          title: 'Fixture',
          access: 'signed-in' as const,
        },
      ];
  return { remote: name as RemoteScreens['remote'], screens: own, ...extra };
}

export function fixtureBuild({
  marker,
  platformApi = '1.0',
  exposes = ['./lifecycles'],
  reactVersion = '19.3.1',
  dropChunk = false,
  federation = '2.9.2',
  name = 'mfe_credit',
  sharedUi = '1.0.0',
  screens,
  data,
}: FixtureOptions): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'release-fixture-')), 'dist');
  mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = {
    'remoteEntry.js': `/* ${marker} */ var ${name} = {};`,
    '696.js': `/* ${marker} */ /* react */`,
    '260.js': `/* ${marker} */ /* lazy part of lifecycles */`,
    '227.js': `/* ${marker} */ /* a route chunk */`,
  };
  const asset = (sync: string[], async: string[] = []) => ({ js: { sync, async }, css: { sync: [], async: [] } });
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: name,
      publicPath: 'auto',
      pluginVersion: federation,
    },
    shared: [
      {
        id: `${name}:react`,
        name: 'react',
        version: reactVersion,
        singleton: true,
        requiredVersion: `^${reactVersion}`,
        assets: asset(['696.js']),
      },
    ],
    remotes: [],
    exposes: exposes.map((path) => {
      const expose = path.replace('./', '');
      files[`__federation_expose_${expose}.js`] = `/* ${marker} */ /* ${path} */`;
      return { id: `${name}:${expose}`, name: expose, path, assets: asset([`__federation_expose_${expose}.js`], ['260.js']) };
    }),
    marker,
    ...(platformApi
      ? { portal: { platformApi, sharedUi, screens: screens === undefined ? fixtureScreens(name) : (screens ?? undefined), data } }
      : {}),
  };
  files['mf-manifest.json'] = JSON.stringify(manifest, null, 2);
  if (dropChunk) delete files['260.js'];
  for (const [file, body] of Object.entries(files)) writeFileSync(join(dir, file), body);
  return dir;
}

export const removeFixture = (dir: string) => rmSync(join(dir, '..'), { recursive: true, force: true });

/** Runs fn on a fixture build, then removes the build. */
export async function withFixtureBuild<T>(options: FixtureOptions, fn: (dir: string) => Promise<T>): Promise<T> {
  const build = fixtureBuild(options);
  try {
    return await fn(build);
  } finally {
    removeFixture(build);
  }
}

/** Releases a fixture build of pkg (optionally as a canary of that percentage). */
export const releaseFixtureBuild = (
  ctx: ReleaseContext,
  pkg: RemotePackage,
  options: FixtureOptions,
  canary?: number,
): Promise<ReleaseMeta> => withFixtureBuild(options, (dir) => release(ctx, pkg, { fromDir: dir, canary }));

/** Publishes a fixture build of pkg without checking or switching to it. */
export const publishFixtureBuild = (ctx: ReleaseContext, pkg: RemotePackage, options: FixtureOptions): Promise<ReleaseMeta> =>
  withFixtureBuild(options, (dir) => publish(ctx, pkg, dir));
