// What the journeys that release remotes share: the release tool (`npm run <script> -w <remote>`) against the running
// e2e portal and its stack, a throwaway copy of the repository to change a remote in, and what must stay unchanged.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { stackState } from '../support';

// The copy and its checks are the deploy rehearsal's too (node only).
export { changedFiles, copyRepository, hashTree } from '../../infra/release/testing/repository-copy';

export const ROOT = resolve(__dirname, '../..');
const run = promisify(execFile);

/** `npm run <args>` in `cwd` (the repository or a copy) against the running e2e portal and its stack (PORT, API_PORT, DATA_DIR). */
export async function npm(args: string[], { cwd = ROOT, env = {} }: { cwd?: string; env?: Record<string, string> } = {}): Promise<string> {
  const { portalUrl, apiUrl, dataDir } = stackState();
  const { stdout } = await run('npm', ['run', ...args], {
    cwd,
    env: { ...process.env, PORT: new URL(portalUrl).port, API_PORT: new URL(apiUrl).port, DATA_DIR: dataDir, ...env },
    maxBuffer: 64 << 20,
  });
  return stdout;
}

/** The other remotes' release folders in the e2e store (each release's files, immutable once published). */
export const releaseFolders = (packages: readonly string[]) => packages.map((pkg) => join(stackState().dataDir, 'releases', pkg));

/** The live records (`registry/<package>.json`: live, previous, switches) of these packages in the e2e store. */
export function releaseRecords(packages: readonly string[]): Record<string, unknown> {
  const dir = join(stackState().dataDir, 'releases', 'registry');
  return Object.fromEntries(packages.map((pkg) => [pkg, JSON.parse(readFileSync(join(dir, `${pkg}.json`), 'utf8')) as unknown]));
}
