// A team adds screens to its remote alone: `new-screen` in mfe-credit on a temporary copy of the repository
// changes mfe-credit files only; `release -w mfe-credit` while the portal runs makes them appear after a
// reload (sidebar section, path, title, guard by access); rollback takes them away. The shell's built files
// and shared-ui stay byte-identical throughout.
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { expectTitle, openSignedIn, stackState } from '../support';

const ROOT = resolve(__dirname, '../..');
const run = promisify(execFile);

function hashTree(dir: string): string {
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
async function copyRepository(): Promise<string> {
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

test('new-screen in mfe-credit, released alone: in the sidebar, guarded; rolled back: gone', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const copy = await copyRepository();
  try {
    const frozen = () => [hashTree(join(ROOT, 'shell/dist')), hashTree(join(ROOT, 'shared-ui')), hashTree(join(copy, 'shared-ui'))];
    const before = frozen();
    const { portalUrl, dataDir } = stackState();
    const npm = (...args: string[]) =>
      run('npm', args, { cwd: copy, env: { ...process.env, PORT: new URL(portalUrl).port, DATA_DIR: dataDir }, maxBuffer: 64 << 20 });

    await npm(
      'run',
      'new-screen',
      '-w',
      'mfe-credit',
      '--',
      '--id',
      'loan-offers',
      '--path',
      '/loan-offers',
      '--title',
      'Loan Offers',
      '--section',
      'CREDIT BUILDING',
    );
    await npm(
      'run',
      'new-screen',
      '-w',
      'mfe-credit',
      '--',
      '--id',
      'credit-audit',
      '--path',
      '/credit-audit',
      '--title',
      'Credit Audit',
      '--access',
      'admin',
      '--section',
      'ADMIN',
    );
    const changed = (await run('git', ['status', '--porcelain', '-uall'], { cwd: copy })).stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => l.slice(3));
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.filter((f) => !f.startsWith('mfe-credit/'))).toEqual([]);

    await npm('run', 'release', '-w', 'mfe-credit');
    await openSignedIn(page, 'client', '/term-loan');
    await expectTitle(page, 'Credit & Loans', 'mfe_credit');
    const credit = page.getByRole('region', { name: 'CREDIT BUILDING' });
    await credit.getByRole('link', { name: 'Loan Offers' }).click();
    await expect(page).toHaveURL(/\/loan-offers$/);
    await expectTitle(page, 'Loan Offers', 'mfe_credit');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Credit Audit' })).toHaveCount(0);

    // The admin screen is refused to a client (sent to sign in, which sends a signed-in user home).
    await page.goto('/credit-audit');
    await expect(page).not.toHaveURL(/\/credit-audit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Credit Audit' })).toHaveCount(0);

    // A signed-out visitor is sent to sign in.
    const visitor = await browser.newPage();
    await visitor.goto('/loan-offers');
    await expect(visitor).toHaveURL(/\/signin$/);
    await visitor.close();

    await npm('run', 'rollback', '-w', 'mfe-credit');
    await page.goto('/loan-offers');
    await expectTitle(page, 'Page not found');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Loan Offers' })).toHaveCount(0);
    expect(frozen()).toEqual(before);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
