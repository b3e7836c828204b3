import { expect, test, type Page } from '@playwright/test';
import { expectTitle, navigateInPage, openSignedIn } from '../support';

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}
const isAdminFile = (url: string) => /mfe[-_]admin/.test(url);

test('a client session never fetches mfe_admin files', async ({ page }) => {
  const urls = recordRequests(page);
  await openSignedIn(page, 'client', '/');
  await expectTitle(page, 'Business Formation', 'mfe_setup');
  for (const path of ['/clients', '/statistics', '/clients/x', '/clients/requests', '/training', '/store-credit', '/']) {
    await navigateInPage(page, path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText('ADMIN', { exact: true })).toHaveCount(0);
  expect(urls.filter(isAdminFile)).toEqual([]);
});

test('an admin session loads mfe_admin and sees the ADMIN section', async ({ page }) => {
  const urls = recordRequests(page);
  await openSignedIn(page, 'admin', '/');
  await expectTitle(page, 'Admin Overview', 'mfe_admin');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Clients' }).click();
  await expectTitle(page, 'Clients', 'mfe_admin');
  await nav.getByRole('link', { name: 'App info' }).click();
  await expectTitle(page, 'App info', 'mfe_admin');
  // Served from its live release: /remotes/mfe-admin/<release id>/...
  expect(urls.filter(isAdminFile).some((u) => /\/remotes\/mfe-admin\/[^/]+\/mf-manifest\.json$/.test(u))).toBe(true);
  expect(urls.filter(isAdminFile).some((u) => /\/remotes\/mfe-admin\/[^/]+\/remoteEntry\.js$/.test(u))).toBe(true);
});
