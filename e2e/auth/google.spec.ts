import { expect, test } from '@playwright/test';
import { expectDashboard, newEmail } from './support/auth';
import { startOidcProvider, type E2eOidcProvider } from './support/oidc-provider';
import { remoteArea } from '../support';

// Serial: the first test needs the provider down before the stack has ever discovered it. Each test goes
// through the provider and back (the /signin/auto one twice): page loads that exceed 30 s on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('when the provider cannot be reached, the visitor gets a clear message, not a blank page', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign In with Google' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Google sign-in is unavailable right now. Please try again later, or use your e-mail and password.',
  );
  await expect(page).toHaveURL('/signin');
});

test.describe('with the local OpenID provider', () => {
  let provider: E2eOidcProvider;
  test.beforeAll(async () => {
    provider = await startOidcProvider({ sub: 'g-1', email: newEmail('google'), email_verified: true, name: 'Gina Google' });
  });
  test.afterAll(async () => provider.stop());

  test('Sign In with Google lands on the dashboard, asking for offline access with consent', async ({ page }) => {
    provider.deny = false;
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In with Google' }).click();
    await expectDashboard(page);
    expect(provider.lastAuthorize?.get('access_type')).toBe('offline');
    expect(provider.lastAuthorize?.get('prompt')).toBe('consent');
    const session = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.endsWith('-auth-token'))?.[1] ?? '');
    expect(JSON.parse(session).user.email).toBe(provider.user.email);
  });

  test('/signin/auto starts Google sign-in at once (Sign Up with Google too)', async ({ page }) => {
    provider.deny = false;
    provider.user = { sub: 'g-2', email: newEmail('auto'), email_verified: true };
    await page.goto('/signin/auto');
    await expectDashboard(page);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/signin');

    provider.user = { sub: 'g-3', email: newEmail('signup-google'), email_verified: true };
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign Up with Google' }).click();
    await expectDashboard(page);
  });

  test('a denied consent shows the error screen with the provider message', async ({ page }) => {
    provider.deny = true;
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In with Google' }).click();
    await expect(page).toHaveURL(/\/signup\/v\/user\/grant/);
    await expect(remoteArea(page, 'mfe_auth').getByRole('heading', { level: 1, name: 'Authentication Error' })).toBeVisible();
    await expect(remoteArea(page, 'mfe_auth').getByRole('alert')).toHaveText('The user denied access to their account');
    await page.getByRole('button', { name: 'Return to Login' }).click();
    await expect(page).toHaveURL(/\/signin/);
  });
});
