import { expect, test } from '@playwright/test';
import { expectDashboard, newEmail, signInThroughForm, signUpThroughForm } from './support/auth';
import { inboxCount, latestEmail, remoteArea } from '../support';

const OLD = 'Old-pass-2025';
const NEW = 'New-pass-2025';

// Each journey signs up, signs out, asks for a link and follows it: several page loads that take well over
// the default 30 s on a busy 2-core machine (measured there: a single fill 11 s, the whole reset journey 90 s), though nothing waits on time.
const JOURNEY_MS = 180_000;

test('reset the password through the e-mailed link, then only the new password works', async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  const email = newEmail('reset');
  await signUpThroughForm(page, { name: 'Reset Me', email, phone: '', password: OLD });
  await expectDashboard(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');

  await page.getByRole('link', { name: 'Forget Password' }).click();
  await expect(page).toHaveURL('/forget');
  const forget = page.getByRole('form', { name: 'Send reset e-mail' });
  await forget.getByLabel('Enter Email which is associated with your account').fill(email);
  await forget.getByRole('button', { name: 'Send Email' }).click();
  await expect(forget.getByRole('status')).toContainText(`If an account exists for ${email}`);
  // Kept URI-encoded in browser storage for the reset flow (spec 1, Forget password).
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(encodeURIComponent(email));

  const message = await latestEmail(email);
  const link = message.links.find((l) => l.includes('/verify'));
  expect(link).toBeTruthy();
  // The portal uses the PKCE flow: the e-mailed token is a PKCE one, and the link comes back to the app
  // with a one-time `?code=` that supabase-js exchanges (with the verifier this browser kept) for the recovery session.
  expect(new URL(link as string).searchParams.get('token')).toMatch(/^pkce_/);
  const landed = await page.goto(link as string);
  expect(landed?.url()).toMatch(/\/update-password\?code=[^&]+$/);

  await expect(page).toHaveURL(/\/update-password$/);
  const form = page.getByRole('form', { name: 'Update Password' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');

  // Different passwords: no call, the spec's words.
  await form.getByLabel('New Password').fill(NEW);
  await form.getByLabel('Confirm Password').fill('something-else');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match.');

  await form.getByLabel('Confirm Password').fill(NEW);
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password successfully changed')).toBeVisible();
  await expect(page).toHaveURL('/signin');

  await signInThroughForm(page, email, OLD);
  await expect(page.getByRole('form', { name: 'Sign In' }).getByRole('alert')).toContainText('Wrong e-mail or password');
  await signInThroughForm(page, email, NEW);
  await expectDashboard(page);
});

test('a used reset link is refused and a new one can be asked for', async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  const email = newEmail('reuse');
  await signUpThroughForm(page, { name: 'Reuse Link', email, phone: '', password: OLD });
  await expectDashboard(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');
  await page.goto('/forget');
  const forget = page.getByRole('form', { name: 'Send reset e-mail' });
  await forget.getByLabel('Enter Email which is associated with your account').fill(email);
  await forget.getByRole('button', { name: 'Send Email' }).click();
  await expect(forget.getByRole('status')).toBeVisible();
  const link = (await latestEmail(email)).links.find((l) => l.includes('/verify')) as string;

  await page.goto(link);
  await expect(page.getByRole('form', { name: 'Update Password' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  // The one-time link again: the server refuses it; the page says so and offers a new one.
  await page.goto(link);
  await expect(remoteArea(page, 'mfe_auth').getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
  await expect(page.getByRole('button', { name: 'Send Email' })).toBeVisible();
});

test('an unknown address gets the same confirmation, and no e-mail is sent', async ({ page }) => {
  const email = newEmail('nobody');
  await page.goto('/forget');
  const forget = page.getByRole('form', { name: 'Send reset e-mail' });
  await forget.getByLabel('Enter Email which is associated with your account').fill(email);
  await forget.getByRole('button', { name: 'Send Email' }).click();
  await expect(forget.getByRole('status')).toContainText(`If an account exists for ${email}`);
  expect(await inboxCount(email)).toBe(0);
});

test('/update-password without a recovery session explains and offers a new link', async ({ page }) => {
  await page.goto('/update-password');
  await expect(remoteArea(page, 'mfe_auth').getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
  await expect(page.getByRole('form', { name: 'Update Password' })).toHaveCount(0);
});
