import { expect, test } from '@playwright/test';
import { remoteArea } from '../support';

async function expectAuthError(page: import('@playwright/test').Page, message: string) {
  const area = remoteArea(page, 'mfe_auth');
  await expect(area.getByRole('heading', { level: 1, name: 'Authentication Error' })).toBeVisible();
  await expect(area.getByRole('alert')).toHaveText(message);
}

test('error_description in the hash is shown', async ({ page }) => {
  await page.goto('/signup/v/user/grant#error=server_error&error_description=Unable%20to%20exchange%20external%20code');
  await expectAuthError(page, 'Unable to exchange external code');
});

test('an error query parameter is shown', async ({ page }) => {
  await page.goto('/signup/v/user/grant?error=access_denied');
  await expectAuthError(page, 'access_denied');
});

test('no session: "No user session found", and Return to Login carries the error to /signin', async ({ page }) => {
  await page.goto('/signup/v/user/grant');
  await expectAuthError(page, 'No user session found');
  await page.getByRole('button', { name: 'Return to Login' }).click();
  await expect(page).toHaveURL(/\/signin\?auth_error=/);
  await expect(page.getByRole('form', { name: 'Sign In' }).getByRole('alert')).toHaveText(
    'Google sign-in did not complete: No user session found',
  );
});
