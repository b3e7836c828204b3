// What the journeys that release remotes share: the release tool (`npm run <script> -w <remote>`) against the running
// e2e portal and its stack, a throwaway copy of the repository to change a remote in, and what must stay unchanged.
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { stackState } from '../support';

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

/** One hash of a folder's files (names and contents; node_modules left out). */
export function hashTree(dir: string): string {
  const hash = createHash('sha256');
  for (const f of readdirSync(dir, { recursive: true }).map(String).sort()) {
    if (f.split('/').includes('node_modules')) continue;
    try {
      hash.update(f).update(readFileSync(join(dir, f)));
    } catch {
      /* a folder */
    }
  }
  return hash.digest('hex');
}

/** The repository's files (tracked and new, not ignored) in a fresh git repository; node_modules linked. */
export async function copyRepository(): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), 'portal-copy-'));
  const { stdout } = await run('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, maxBuffer: 64 << 20 });
  for (const file of stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    try {
      cpSync(join(ROOT, file), join(copy, file));
    } catch {
      /* deleted in the work tree */
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  const git = (...args: string[]) => run('git', ['-c', 'user.email=e2e@portal.local', '-c', 'user.name=e2e', ...args], { cwd: copy });
  await git('init', '-q');
  await git('add', '-A');
  await git('commit', '-qm', 'copy');
  return copy;
}

/** The files of a copy changed since it was made (new ones too). */
export async function changedFiles(copy: string): Promise<string[]> {
  const { stdout } = await run('git', ['status', '--porcelain', '-uall'], { cwd: copy });
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => l.slice(3));
}

/** The other remotes' release folders in the e2e store (each release's files, immutable once published). */
export const releaseFolders = (packages: readonly string[]) => packages.map((pkg) => join(stackState().dataDir, 'releases', pkg));

/** The live records (`registry/<package>.json`: live, previous, switches) of these packages in the e2e store. */
export function releaseRecords(packages: readonly string[]): Record<string, unknown> {
  const dir = join(stackState().dataDir, 'releases', 'registry');
  return Object.fromEntries(packages.map((pkg) => [pkg, JSON.parse(readFileSync(join(dir, `${pkg}.json`), 'utf8')) as unknown]));
}
