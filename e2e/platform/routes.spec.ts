import { expect, test } from '@playwright/test';
import { expectTitle, openSignedIn } from './support';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './routes';

test.describe('every route reaches its remote', () => {
  for (const [path, remote, title] of PUBLIC_ROUTES) {
    test(`signed out ${path} -> ${remote}`, async ({ page }) => {
      if (path === '/signin/auto') {
        // Starts a Google sign-in at once (leaves the portal): the remote's code is what must load.
        const loaded = page.waitForRequest((r) => /\/remotes\/mfe-auth\/[^/]+\/__federation_expose_/.test(r.url()));
        await page.goto(path);
        await loaded;
        return;
      }
      await page.goto(path);
      await expectTitle(page, title, remote);
      await expect(page).toHaveURL(path);
    });
  }

  test('signed in as admin, every protected route (page loads)', async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, 'admin', '/');
    for (const [path, remote, title] of PROTECTED_ROUTES) {
      await page.goto(path);
      await expectTitle(page, title, remote);
      await expect(page).toHaveURL(path);
    }
  });

  test('unknown paths show home (mfe_setup)', async ({ page }) => {
    await openSignedIn(page, 'client', '/no-such-page');
    await expectTitle(page, 'Business Formation', 'mfe_setup');
    await expect(page).toHaveURL('/no-such-page');
  });

  test('client-side navigation through the sidebar crosses remotes', async ({ page }) => {
    await openSignedIn(page, 'client', '/');
    await expectTitle(page, 'Business Formation', 'mfe_setup');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Training Videos' }).click();
    await expectTitle(page, 'Training Videos', 'mfe_content');
    await expect(nav.getByRole('link', { name: 'Training Videos' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'First Step Accounts' }).click();
    await expectTitle(page, 'First Step Accounts', 'mfe_setup');
    await nav.getByRole('link', { name: 'Store Credit' }).click();
    await expectTitle(page, 'Store Credit Building', 'mfe_credit');
    // The previous remote is unmounted: one page title at a time.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.getByRole('button', { name: 'View Documents' }).click();
    await expectTitle(page, 'Business Documents', 'mfe_setup');
    await page.goBack();
    await expectTitle(page, 'Store Credit Building', 'mfe_credit');
  });
});
