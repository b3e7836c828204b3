import { expect, test } from '@playwright/test';
import { openSignedIn, remoteArea, seriousViolations } from '../support';

// Journeys of several screens with real uploads and axe: generous on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("an admin's home is the overview, each figure linking on", async ({ page }) => {
  await openSignedIn(page, 'admin', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Overview' })).toBeVisible();
  const figures = page.getByRole('list', { name: 'Figures' });
  await expect(figures.getByText('Clients', { exact: true })).toBeVisible();
  await expect(figures.getByText('Average build-out completion')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Furthest behind' })).toBeVisible();
  expect(await seriousViolations(page, 'mfe_admin')).toEqual([]);
  await page.getByRole('link', { name: 'All clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
});

test('App info lists the five remotes with versions and health, and shows one down', async ({ page }) => {
  await openSignedIn(page, 'admin', '/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'App info' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Remotes' });
  for (const remote of ['mfe_auth', 'mfe_setup', 'mfe_credit', 'mfe_content', 'mfe_admin']) {
    await expect(table.getByRole('row', { name: new RegExp(remote) })).toContainText('Up');
  }
  await expect(remoteArea(page, 'mfe_admin').getByText('V5.25.3')).toBeVisible();
  expect(await seriousViolations(page, 'mfe_admin')).toEqual([]);

  // The credit remote's manifest becomes unreachable: a re-check shows it down, the others stay up.
  await page.route('**/mfe-credit/**/mf-manifest.json*', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(table.getByRole('row', { name: /mfe_credit/ })).toContainText('Manifest not reachable (HTTP 404)');
  await expect(table.getByRole('row', { name: /mfe_setup/ })).toContainText('Up');
});
