import { expect, test } from '@playwright/test';
import { ADMIN_PATHS, PROTECTED_PATHS } from './routes';
import { expectTitle, openSignedIn, remoteArea, storageKey } from '../support';

test('signed out, every protected route lands on /signin', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of [...PROTECTED_PATHS, '/no-such-page']) {
    await page.goto(path);
    await expect(page).toHaveURL('/signin');
    await expectTitle(page, 'Sign In', 'mfe_auth');
  }
  await expect(page.getByRole('heading', { name: 'Are you ready to start your business?' })).toBeVisible();
});

test('a client session never sees an admin route: the guard sends it to /signin, which sends a signed-in user home', async ({ page }) => {
  await openSignedIn(page, 'client', '/documents');
  for (const path of ADMIN_PATHS) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expectTitle(page, 'Business Formation', 'mfe_setup');
    await expect(remoteArea(page, 'mfe_admin')).toHaveCount(0);
    for (const title of ['Clients', 'App info', 'Program Requests', 'Client', 'Admin Overview']) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
    }
  }
});

test('the red Sign Out really signs out', async ({ page }) => {
  await openSignedIn(page, 'client', '/documents');
  await expectTitle(page, 'Business Documents', 'mfe_setup');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), storageKey())).toBeNull();
  await page.goto('/documents');
  await expect(page).toHaveURL('/signin');
});

test('the sidebar Logout signs out and goes to /signin', async ({ page }) => {
  await openSignedIn(page, 'client', '/bank');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('heading', { name: 'Are you ready to start your business?' })).toBeVisible();
});
