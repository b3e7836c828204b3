import { expect, test } from '@playwright/test';
import { newEmail, signUpThroughForm } from './support/auth';
import { remoteArea } from '../support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the auth screens work and the dashboard is replaced by the notice', async ({ page }) => {
  await page.goto('/signin');
  await expect(remoteArea(page, 'mfe_auth').getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await signUpThroughForm(page, { name: 'Phone User', email: newEmail('mobile'), phone: '', password: 'Mobile-pass-2025' });
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Switch to Desktop View' })).toBeVisible();
  await expect(page.getByText('Mobile device detected')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Business Formation' })).toBeHidden();
});
