import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support';

test.describe.configure({ timeout: 120_000 });

test("/dnb's PAYDEX card leads to the PAYDEX outlook on /purchase-order (what the business pays) through the platform's navigation", async ({
  page,
}) => {
  await openSignedIn(page, 'client', '/dnb');
  await page.getByRole('link', { name: 'See a PAYDEX estimate from your supplier payments' }).click();
  await expect(page).toHaveURL(/\/purchase-order#paydex-outlook$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /PAYDEX Outlook/ })).toBeVisible();
});
