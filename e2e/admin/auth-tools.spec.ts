import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { anonDb, dbAs, inbox, latestEmail, newClients, newUser, putSession, remoteArea, serviceDb, type E2eUser } from '../support';
import { authenticatorCode } from '../auth/support/authenticator';

// Journeys of several screens on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** Enrols and verifies an authenticator for `db` (signed in): its session is aal2 afterwards. */
async function withAuthenticator(db: SupabaseClient, name: string): Promise<Session> {
  const enrol = await db.auth.mfa.enroll({ factorType: 'totp', friendlyName: name });
  if (enrol.error) throw enrol.error;
  const verify = await db.auth.mfa.challengeAndVerify({ factorId: enrol.data.id, code: authenticatorCode(enrol.data.totp.secret) });
  if (verify.error) throw verify.error;
  const { data } = await db.auth.getSession();
  return data.session!;
}

// The auth tools are for an admin signed in with an authenticator code (public.assert_admin_at_aal2).
let admin: E2eUser;
let adminSession: Session;
test.beforeAll(async () => {
  admin = await newUser('admin', { tag: 'auth-tools-admin', name: 'Auth tools admin' });
  adminSession = await withAuthenticator(await dbAs(admin), 'Admin phone');
});

test('an admin invites a client: pending in Clients until the client follows the link, sets a password and is signed in', async ({
  page,
  browser,
}) => {
  const email = `invited-${randomUUID().slice(0, 8)}@test.local`;
  await putSession(page, adminSession);
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Invite Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Client' });
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Name/).fill('Ivy Invited');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const pending = page.getByRole('region', { name: 'Invitations not accepted yet' });
  await expect(pending).toContainText(email);
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(email);
  await expect(page.getByRole('table', { name: 'Clients' }).getByRole('row', { name: new RegExp(email) })).toContainText(
    'Invitation pending',
  );

  // The client, in a browser of their own, follows the e-mailed link, chooses a password and lands signed in.
  const mail = await latestEmail(email);
  const link = mail.links.find((l) => l.includes('/verify'));
  expect(link).toBeDefined();
  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(link!);
  await expect(client).toHaveURL(/\/update-password/);
  await expect(client.getByText('Welcome to the Business Portal. Choose the password you will sign in with.')).toBeVisible();
  const form = client.getByRole('form', { name: 'Update Password' });
  await form.getByLabel(/^New Password/).fill('Invited-pass-2026');
  await form.getByLabel(/^Confirm Password/).fill('Invited-pass-2026');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(client).toHaveURL('/');
  await expect(remoteArea(client, 'mfe_setup').getByRole('heading', { level: 1, name: 'Business Formation' })).toBeVisible();
  await context.close();
  expect((await anonDb().auth.signInWithPassword({ email, password: 'Invited-pass-2026' })).error).toBeNull();

  // Accepted: no longer pending; the invitation is in the client's activity.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Clients' }).getByRole('row', { name: new RegExp(email) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clients' }).getByText('Invitation pending')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Invitations not accepted yet' }).getByText(email)).toHaveCount(0);
});

test("an admin removes a client's lost authenticator after recording how they checked; logged and the client told", async ({ page }) => {
  const [client] = await newClients([`lostphone-${randomUUID().slice(0, 8)}@test.local`]);
  await withAuthenticator(await dbAs(client), 'Old phone');
  const before = (await inbox(client.email)).length;

  await putSession(page, adminSession);
  await page.goto(`/clients/${client.id}`);
  const section = page.getByRole('region', { name: 'Two-Factor Sign-In' });
  await expect(section.getByRole('list', { name: 'Authenticator apps' })).toContainText('Old phone', { timeout: 60_000 });
  await section.getByRole('button', { name: 'Remove Old phone' }).click();
  const confirm = page.getByRole('alertdialog', { name: "Remove the Client's Authenticator App?" });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm.getByText('Say how you checked who is asking (10 to 500 characters).')).toBeVisible();
  await confirm.getByLabel(/^How did you check who is asking\?/).fill('Called back on the phone number on file');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('“Old phone” removed. The client was told by e-mail.')).toBeVisible();
  await expect(section.getByText('No authenticator app: this client signs in with their password alone.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Account activity' })).toContainText(
    'Authenticator app “Old phone” removed by an admin. Identity checked: Called back on the phone number on file',
  );

  await expect.poll(async () => (await inbox(client.email)).length).toBeGreaterThan(before);
  expect((await inbox(client.email)).map((m) => m.subject)).toContain('An authenticator app was removed from your account');
  // The client signs in with the password alone now.
  const { data } = await serviceDb().auth.admin.mfa.listFactors({ userId: client.id });
  expect(data?.factors ?? []).toHaveLength(0);
});
