import { expect, test } from '@playwright/test';
import { expectTitle, openSignedIn } from '../support';

test.describe('mobile viewport', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows the mobile notice instead of the dashboard; the sidebar slides in at 80%', async ({ page }) => {
    await openSignedIn(page, 'client', '/');
    await expect(page.getByRole('heading', { name: 'Switch to Desktop View' })).toBeVisible();
    await expect(page.getByText('Mobile Access Limited')).toBeVisible();
    await expect(page.getByText('Mobile device detected')).toBeVisible();
    await expect(page.getByText('Option 2: Use a Larger Device')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Business Formation' })).toBeHidden();

    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(sidebar).toBeVisible();
    const box = await sidebar.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Math.round(390 * 0.8));
    await sidebar.getByRole('link', { name: 'Business Documents' }).click();
    await expect(sidebar).toBeHidden();
  });

  test('sign-in pages stay usable on a phone', async ({ page }) => {
    await page.goto('/signin');
    await expectTitle(page, 'Sign In', 'mfe_auth');
    await expect(page.getByRole('heading', { name: 'Switch to Desktop View' })).toHaveCount(0);
  });
});

test('sidebar widths: 30% on medium and 25% on large screens', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await openSignedIn(page, 'client', '/');
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  // Of the page's width: the window's less the scrollbar's room, which the page keeps from its first paint.
  const pageWidth = () => sidebar.evaluate((nav) => nav.parentElement!.clientWidth);
  expect(await pageWidth()).toBeGreaterThan(900 - 20);
  expect(Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(Math.round((await pageWidth()) * 0.3));
  await page.setViewportSize({ width: 1400, height: 800 });
  await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(Math.round((await pageWidth()) * 0.25));
  await expect(page.getByRole('heading', { name: 'Switch to Desktop View' })).toHaveCount(0);
});
