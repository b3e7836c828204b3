import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support';

test.describe.configure({ timeout: 120_000 });

test("/dnb's PAYDEX card leads to the PAYDEX outlook on /account-receivable through the platform's navigation", async ({ page }) => {
  await openSignedIn(page, 'client', '/dnb');
  await page.getByRole('link', { name: 'See your PAYDEX outlook from your own records' }).click();
  await expect(page).toHaveURL(/\/account-receivable#paydex-outlook$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Receivables' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /PAYDEX Outlook/ })).toBeVisible();
});
