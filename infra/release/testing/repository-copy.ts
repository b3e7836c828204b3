// A throwaway copy of the repository for a team's change (a new screen, a feature with its own migration), released
// from there as a team would from its checkout: the browser journeys that release remotes (e2e/shell/release-tool.ts)
// and the deploy rehearsal (infra/scripts/deploy-rehearse.ts). Node only: no test runner's imports.
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(__dirname, '../../..');
const run = promisify(execFile);

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
