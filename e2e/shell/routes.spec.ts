import { expect, test } from '@playwright/test';
import { NOT_FOUND_TITLE, PUBLIC_ROUTES, routesAs } from './routes';
import { expectTitle, openSignedIn } from '../support';

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

  for (const role of ['admin', 'client'] as const) {
    // Each route opened by a full page load of its address (a deep link is what a reload does too).
    test(`signed in as ${role}, every route of the manifest by deep link`, async ({ page }) => {
      test.setTimeout(120_000);
      await openSignedIn(page, role, '/documents');
      for (const [path, remote, title] of routesAs(role)) {
        await page.goto(path);
        await expectTitle(page, title, remote);
        await expect(page).toHaveURL(path);
      }
    });
  }

  test('an unknown path shows the not-found page with a link home', async ({ page }) => {
    await openSignedIn(page, 'client', '/no-such-page');
    await expectTitle(page, NOT_FOUND_TITLE, 'mfe_setup');
    await expect(page).toHaveURL('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Business Formation' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expectTitle(page, 'Business Formation', 'mfe_setup');
    await expect(page).toHaveURL('/');
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

test('every page has the portal icon (favicon), served as SVG', async ({ page, baseURL }) => {
  await page.goto('/signin');
  const href = await page.locator('head link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(new URL(href as string, baseURL).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(await response.text()).toContain('<svg');
});
