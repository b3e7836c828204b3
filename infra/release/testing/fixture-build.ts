// A small build output in the shape webpack + Module Federation emit (mf-manifest.json, remoteEntry.js,
// the exposed module's chunks, a shared chunk), for the release tests: every file carries `marker`, so a
// test can tell which release a fetched file came from. Options make it broken in one precise way.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
}

export function fixtureBuild({ marker, platformApi = '1.0', exposes = ['./lifecycles'], reactVersion = '19.3.1', dropChunk = false, federation = '2.9.2' }: FixtureOptions): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'release-fixture-')), 'dist');
  mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = {
    'remoteEntry.js': `/* ${marker} */ var mfe_credit = {};`,
    '696.js': `/* ${marker} */ /* react */`,
    '260.js': `/* ${marker} */ /* lazy part of lifecycles */`,
    '227.js': `/* ${marker} */ /* a route chunk */`,
  };
  const asset = (sync: string[], async: string[] = []) => ({ js: { sync, async }, css: { sync: [], async: [] } });
  const manifest = {
    id: 'mfe_credit',
    name: 'mfe_credit',
    metaData: { name: 'mfe_credit', type: 'app', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, globalName: 'mfe_credit', publicPath: 'auto', pluginVersion: federation },
    shared: [{ id: 'mfe_credit:react', name: 'react', version: reactVersion, singleton: true, requiredVersion: `^${reactVersion}`, assets: asset(['696.js']) }],
    remotes: [],
    exposes: exposes.map((path) => {
      const name = path.replace('./', '');
      files[`__federation_expose_${name}.js`] = `/* ${marker} */ /* ${path} */`;
      return { id: `mfe_credit:${name}`, name, path, assets: asset([`__federation_expose_${name}.js`], ['260.js']) };
    }),
    marker,
    ...(platformApi ? { portal: { platformApi } } : {}),
  };
  files['mf-manifest.json'] = JSON.stringify(manifest, null, 2);
  if (dropChunk) delete files['260.js'];
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  return dir;
}

export const removeFixture = (dir: string) => rmSync(join(dir, '..'), { recursive: true, force: true });
