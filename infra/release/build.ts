import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './open-store';
import type { RemotePackage } from './types';

/**
 * Production build of one remote into a fresh `<tmp>/dist` (its own `dist/` and every other app stay as
 * they are), with the size budget. The environment passes through (PORTAL_RELEASE_MARK: tests only).
 */
export function buildRemote(pkg: RemotePackage, log: (line: string) => void = console.log): string {
  const out = join(mkdtempSync(join(tmpdir(), `release-${pkg}-`)), 'dist');
  log(`Building ${pkg} (production) into ${out}...`);
  const r = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--config', 'webpack.config.mjs', '--mode', 'production', '--output-path', out],
    {
      cwd: join(ROOT, pkg),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (r.status !== 0) throw new Error(`build of ${pkg} failed`);
  return out;
}
