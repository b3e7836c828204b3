import { expect, test } from '@playwright/test';
import { expectDashboard, newEmail, signInThroughForm, signUpThroughForm } from './support/auth';
import { nodeUrl, remoteArea, stackState, storageKey } from '../support';

/** Whether the auth server still accepts a refresh token (it must not after a sign-out). */
async function refreshAccepted(refreshToken: string): Promise<boolean> {
  const { apiUrl, anonKey } = stackState();
  const res = await fetch(`${nodeUrl(apiUrl)}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return res.ok;
}

const PASSWORD = 'Journey-pass-2025';

// Journeys through several page loads: well over 30 s on a busy 2-core machine, though nothing waits on time.
test.setTimeout(120_000);

test('a new client signs up and lands on the dashboard, signs out and back in', async ({ page }) => {
  const email = newEmail('signup');
  await signUpThroughForm(page, { name: 'Jane Journey', email, phone: '+1 555 0100', password: PASSWORD });
  await expectDashboard(page);

  // The top bar's Sign Out ends the session in the browser and on the server.
  const stored = await page.evaluate((key) => localStorage.getItem(key), storageKey());
  const refreshToken = (JSON.parse(stored ?? '{}') as { refresh_token?: string }).refresh_token ?? '';
  expect(refreshToken).not.toBe('');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), storageKey())).toBeNull();
  expect(await refreshAccepted(refreshToken)).toBe(false);

  await signInThroughForm(page, email, PASSWORD);
  await expectDashboard(page);

  // The sidebar's Logout too.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/signin');
  await expect(remoteArea(page, 'mfe_auth').getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test('a wrong password says so, keeps the address and frees the button', async ({ page }) => {
  const email = newEmail('wrong');
  await signUpThroughForm(page, { name: 'Wrong Pass', email, phone: '', password: PASSWORD });
  await expectDashboard(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');

  await signInThroughForm(page, email, 'not-the-password');
  const form = page.getByRole('form', { name: 'Sign In' });
  await expect(form.getByRole('alert')).toHaveText('Wrong e-mail or password. Please check both and try again.');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await expect(page).toHaveURL('/signin');
});

test('signing up with a registered address explains it and keeps what was typed', async ({ page }) => {
  const email = newEmail('dup');
  await signUpThroughForm(page, { name: 'First One', email, phone: '', password: PASSWORD });
  await expectDashboard(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');

  await signUpThroughForm(page, { name: 'Second One', email, phone: '+1 555 0199', password: PASSWORD });
  const form = page.getByRole('form', { name: 'Sign Up' });
  await expect(form.getByRole('alert')).toContainText('An account with this e-mail already exists.');
  await expect(form.getByLabel('Full Name')).toHaveValue('Second One');
  await expect(form.getByLabel('Phone Number')).toHaveValue('+1 555 0199');
  await expect(form.getByLabel('Email')).toHaveValue(email);
});

test('a weak password is refused in plain words, on the password field', async ({ page }) => {
  await signUpThroughForm(page, { name: 'Weak', email: newEmail('weak'), phone: '', password: '123' });
  const password = page.getByRole('form', { name: 'Sign Up' }).getByLabel(/^Password/);
  await expect(password).toHaveAccessibleDescription('Please choose a stronger password. Password should be at least 6 characters.');
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('123');
});

test('empty or malformed fields are named on their field and nothing is sent', async ({ page }) => {
  await page.goto('/signin');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
  await expect(form.getByLabel('Email')).toBeFocused();
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid e-mail address.');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL('/signin');
});

test('signed-in users who open /signin or /signup go to the dashboard', async ({ page }) => {
  await signUpThroughForm(page, { name: 'Already In', email: newEmail('in'), phone: '', password: PASSWORD });
  await expectDashboard(page);
  await page.goto('/signin');
  await expectDashboard(page);
  await page.goto('/signup');
  await expectDashboard(page);
});

test('the forms work with the keyboard alone', async ({ page }) => {
  const email = newEmail('keys');
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full Name').focus();
  await page.keyboard.type('Key Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('+1 555 0142');
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  // Show/hide is a real button in the tab order.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expectDashboard(page);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');
  const signIn = page.getByRole('form', { name: 'Sign In' });
  await signIn.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expectDashboard(page);
});
