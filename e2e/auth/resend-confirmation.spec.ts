import { expect, test } from '@playwright/test';
import { inbox, latestEmail, PASSWORD, serviceDb } from '../support';
import { expectDashboard, newEmail, signInThroughForm } from './support/auth';

test.setTimeout(120_000);

// Issue 49: a new owner whose confirmation mail is lost signs in, is told the address is not confirmed, and asks for
// the mail again (POST /auth/v1/resend, as GoTrue); its link confirms the address and the next sign-in opens the portal.
test('an unconfirmed address: "Send the confirmation e-mail again", the new link confirms it, sign-in opens the portal', async ({
  page,
}) => {
  const email = newEmail('resend');
  const { error } = await serviceDb().auth.admin.createUser({ email, password: PASSWORD, email_confirm: false });
  expect(error).toBeNull();
  expect(await inbox(email)).toHaveLength(0);

  await page.goto('/signin');
  await signInThroughForm(page, email, PASSWORD);
  const form = page.getByRole('form', { name: 'Sign In' });
  await expect(form.getByRole('alert')).toHaveText('Please confirm your e-mail address first: follow the link we sent you.');
  await page.getByRole('button', { name: 'Send the confirmation e-mail again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a new confirmation e-mail' })).toHaveText(
    `We sent a new confirmation e-mail to ${email}. Follow its link, then sign in.`,
  );
  const mail = await latestEmail(email);
  const link = mail.links.find((l) => l.includes('/verify'));
  expect(link).toBeDefined();

  // The link confirms the address and lands on the portal's callback page, signed in.
  await page.goto(link!);
  await expectDashboard(page);
  const { data } = await serviceDb().auth.admin.listUsers({ perPage: 1000 });
  expect(data.users.find((u) => u.email === email)?.email_confirmed_at).toBeTruthy();
});
