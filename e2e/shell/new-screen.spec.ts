// A team adds screens to its remote alone: `new-screen` in mfe-credit on a temporary copy of the repository
// changes mfe-credit files only; `release -w mfe-credit` while the portal runs makes them appear after a
// reload (sidebar section, path, title, guard by access); rollback takes them away. The shell's built files
// and shared-ui stay byte-identical throughout.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectTitle, openSignedIn } from '../support';
import { changedFiles, copyRepository, hashTree, npm as npmIn, ROOT } from './release-tool';

test('new-screen in mfe-credit, released alone: in the sidebar, guarded; rolled back: gone', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const copy = await copyRepository();
  try {
    const frozen = () => [hashTree(join(ROOT, 'shell/dist')), hashTree(join(ROOT, 'shared-ui')), hashTree(join(copy, 'shared-ui'))];
    const before = frozen();
    const npm = (...args: string[]) => npmIn(args, { cwd: copy });

    await npm(
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
    const changed = await changedFiles(copy);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.filter((f) => !f.startsWith('mfe-credit/'))).toEqual([]);

    await npm('release', '-w', 'mfe-credit');
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

    await npm('rollback', '-w', 'mfe-credit');
    await page.goto('/loan-offers');
    await expectTitle(page, 'Page not found');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Loan Offers' })).toHaveCount(0);
    expect(frozen()).toEqual(before);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
