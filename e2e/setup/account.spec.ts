import { expect, test, type Page } from '@playwright/test';
import {
  ageSession,
  anonDb,
  dbAs,
  DIALOG,
  latestEmail,
  putSession,
  signInSession,
  type E2eUser,
  inbox,
  newUser,
  openSignedIn,
  PASSWORD,
  remoteArea,
  seriousViolations,
  serviceDb,
  toast,
} from '../support';
import { expectScreen } from './support';

// Each journey signs in, reloads and runs axe several times on a shared 2-core machine.
test.setTimeout(120_000);

// My Account as a fresh client against the real stack: profile rules and SSN mask, a program request
// (stored row + e-mail to the admins), payment history, preferences, and a real password change.
test.describe.configure({ mode: 'serial' });

let client: E2eUser;
let admin: E2eUser;
test.beforeAll(async () => {
  [client, admin] = await Promise.all([
    newUser('client', { tag: 'records-account', name: 'Records account' }),
    newUser('admin', { tag: 'records-account-admin', name: 'Records account-admin' }),
  ]);
});

const profileForm = (page: Page) => remoteArea(page, 'mfe_setup').getByRole('form', { name: 'Owner Profile' });

test('owner profile: I AGREE gate, owners rule, SSN shown as its last four, kept across a reload', async ({ page }) => {
  await openSignedIn(page, client, '/account');
  await expectScreen(page, 'My Account');
  const form = profileForm(page);
  const save = form.getByRole('button', { name: 'Save Profile' });
  await expect(save).toBeDisabled();
  expect(await seriousViolations(page, 'mfe_setup')).toEqual([]);

  await form.getByLabel('Business Name').fill('Records Test LLC');
  await form.getByLabel('Business Structure').selectOption('llc');
  await expect(form.getByText(/protects its owners \(members\)/)).toBeVisible();
  await form.getByLabel(/^Credit Profile/).selectOption('District of Columbia');
  await form.getByLabel('Social Security Number').fill('123-45-6789');
  await form.getByLabel('Date of Birth').fill('January 1st 1980');
  await form.getByLabel('Business Email').fill('hello@records.test');

  await form.getByLabel('Multiple Owners').check();
  await expect(form.getByLabel('Number of Owners')).toHaveValue('2');
  await form.getByLabel('Number of Owners').fill('1');
  await expect(form.getByText('Please enter 2 or more for multiple owners.')).toBeVisible();
  await form.getByLabel('Number of Owners').fill('3');

  const agreement = form.getByLabel(/Type "I AGREE"/);
  await agreement.fill('I agreed');
  await expect(form.getByText('You must type "I AGREE" exactly to proceed')).toBeVisible();
  await expect(save).toBeDisabled();
  await agreement.fill('i agree');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page, 'Profile saved successfully!')).toBeVisible();

  await page.reload();
  const reloaded = profileForm(page);
  await expect(reloaded.getByLabel('Business Name')).toHaveValue('Records Test LLC');
  await expect(reloaded.getByLabel('Number of Owners')).toHaveValue('3');
  await expect(reloaded.getByLabel(/^Credit Profile/)).toHaveValue('District of Columbia');
  await expect(reloaded.getByLabel('Social Security Number')).toHaveValue('•••-••-6789');
  await expect(page.getByText('123-45-6789')).toHaveCount(0);
  const { data } = await serviceDb()
    .from('owner_profiles')
    .select('owner_ssn, owner_type, number_of_owners')
    .eq('user_id', client.id)
    .single();
  expect(data).toEqual({ owner_ssn: '•••-••-6789', owner_type: 'multiple', number_of_owners: 3 });

  await reloaded.getByLabel('Sole Owner').check();
  await expect(reloaded.getByLabel('Number of Owners')).toHaveValue('1');
});

test('a program request reaches "Request Submitted!", is stored and e-mailed to the admins', async ({ page }) => {
  await openSignedIn(page, client, '/account');
  await expectScreen(page, 'My Account');
  await remoteArea(page, 'mfe_setup')
    .getByRole('button', { name: /^Standard Business Build-Out Program/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Standard Business Build-Out Program' });
  await expect(dialog.getByText('$3,200', { exact: true })).toBeVisible();
  await dialog.getByLabel('2 payments of $1,600 ($3,200 in all)').check();
  await dialog.getByLabel('Note (optional)').fill('Please call after 5pm');
  expect(await seriousViolations(page, DIALOG)).toEqual([]);
  await dialog.getByRole('button', { name: 'Make a Payment' }).click();
  await expect(dialog.getByRole('status')).toContainText('Request Submitted!');

  const { data: rows } = await serviceDb().from('program_requests').select('program, plan, note, status').eq('user_id', client.id);
  expect(rows).toEqual([
    {
      program: 'Standard Business Build-Out Program',
      plan: '2 payments of $1,600 ($3,200 in all)',
      note: 'Please call after 5pm',
      status: 'new',
    },
  ]);
  await expect
    .poll(async () => (await inbox(admin.email)).map((m) => m.subject))
    .toContain('Program request: Standard Business Build-Out Program');
  // The panel closes itself after 6 seconds.
  await expect(dialog).toBeHidden({ timeout: 9_000 });

  // The request leaves a trace on My Account, and the program cannot be requested a second time while it is open.
  const status = remoteArea(page, 'mfe_setup').getByTestId('program-request-status');
  await expect(status).toContainText('Standard Business Build-Out Program');
  await expect(status).toContainText('Requested');
  await expect(status).toContainText('Payments received: $0.00 of $3,200.00.');
  await remoteArea(page, 'mfe_setup')
    .getByRole('button', { name: /^Standard Business Build-Out Program/ })
    .click();
  await expect(dialog).toContainText('You have already requested this program');
  await expect(dialog.getByRole('button', { name: 'Make a Payment' })).toHaveCount(0);
  await dialog.getByText('Close', { exact: true }).click();
  await expect(dialog).toBeHidden();
  // The database refuses it too, whatever the screen shows.
  const asClient = await dbAs(client);
  const again = await asClient.functions.invoke('request-program', { body: { program: 'Standard Business Build-Out Program' } });
  expect((again.error as { context?: Response } | null)?.context?.status).toBe(409);
});

test('payment history: empty, then the admin-recorded payments with Included struck through', async ({ page }) => {
  await openSignedIn(page, client, '/account');
  await expect(remoteArea(page, 'mfe_setup').getByText('No payment history found')).toBeVisible();
  const { error } = await serviceDb()
    .from('payments')
    .insert([
      {
        user_id: client.id,
        description: 'Standard program - payment 1 of 2',
        amount: 1600,
        date: '2026-10-01',
        status: 'completed',
        included: false,
      },
      { user_id: client.id, description: 'EIN filing', amount: 250, date: '2026-10-15', status: 'pending', included: true },
    ]);
  expect(error).toBeNull();
  await page.reload();
  const table = remoteArea(page, 'mfe_setup').getByRole('table', { name: 'Payment History' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('EIN filing');
  await expect(table.getByRole('row').nth(1)).toContainText('Included');
  await expect(table.locator('s', { hasText: '$250.00' })).toBeVisible();
  await expect(table.getByRole('row').nth(2)).toContainText('$1,600.00');
  expect(await seriousViolations(page, 'mfe_setup')).toEqual([]);
});

test("the request's state follows the admin and the payments recorded against it: Contacted, then Paid", async ({ page }) => {
  const db = serviceDb();
  const { data: request } = await db.from('program_requests').select('id').eq('user_id', client.id).single();
  await db.from('program_requests').update({ status: 'contacted' }).eq('id', request!.id);
  await openSignedIn(page, client, '/account');
  const status = remoteArea(page, 'mfe_setup').getByTestId('program-request-status');
  await expect(status.getByText('Contacted', { exact: true }).first()).toBeVisible();
  await expect(status.getByRole('list', { name: 'Request steps' }).locator('[aria-current="step"]')).toHaveText('Contacted');

  const installment = { user_id: client.id, amount: 1600, status: 'completed', program_request_id: request!.id };
  expect((await db.from('payments').insert({ ...installment, description: 'Standard 1 of 2', date: '2026-12-01' })).error).toBeNull();
  await page.reload();
  await expect(status).toContainText('Payments received: $1,600.00 of $3,200.00.');
  await expect(status.getByRole('list', { name: 'Request steps' }).locator('[aria-current="step"]')).toHaveText('Contacted');
  expect((await db.from('payments').insert({ ...installment, description: 'Standard 2 of 2', date: '2026-12-15' })).error).toBeNull();
  await page.reload();
  await expect(status.getByRole('list', { name: 'Request steps' }).locator('[aria-current="step"]')).toHaveText('Paid');
  await expect(status).toContainText('Paid in full. Thank you. Payments received: $3,200.00 of $3,200.00.');
  expect(await seriousViolations(page, 'mfe_setup')).toEqual([]);
});

test('notification preferences are toggled and kept', async ({ page }) => {
  await openSignedIn(page, client, '/account');
  const push = remoteArea(page, 'mfe_setup').getByRole('switch', { name: 'Push Notifications' });
  const email = remoteArea(page, 'mfe_setup').getByRole('switch', { name: 'Email Notifications' });
  await expect(push).toBeChecked();
  await push.click();
  await expect(push).not.toBeChecked();
  await expect(push).toBeEnabled();
  await email.click();
  await expect(email).not.toBeChecked();
  await expect(email).toBeEnabled();
  await page.reload();
  await expect(remoteArea(page, 'mfe_setup').getByRole('switch', { name: 'Push Notifications' })).not.toBeChecked();
  await expect(remoteArea(page, 'mfe_setup').getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();
  const { data } = await serviceDb()
    .from('notification_preferences')
    .select('push_enabled, email_enabled')
    .eq('user_id', client.id)
    .single();
  expect(data).toEqual({ push_enabled: false, email_enabled: false });
});

test('an admin: Change Password disabled, no Notification Preferences, a link to the admin area', async ({ page }) => {
  await openSignedIn(page, admin, '/account');
  await expectScreen(page, 'My Account');
  await expect(remoteArea(page, 'mfe_setup').getByRole('button', { name: 'Change Password' })).toBeDisabled();
  await expect(remoteArea(page, 'mfe_setup').getByText('Notification Preferences')).toHaveCount(0);
  await expect(remoteArea(page, 'mfe_setup').getByRole('switch')).toHaveCount(0);
  expect(await seriousViolations(page, 'mfe_setup')).toEqual([]);
  await remoteArea(page, 'mfe_setup').getByRole('button', { name: 'Go to the admin area' }).click();
  await expect(page).toHaveURL(/\/clients$/);
});

// GoTrue's secure password change (config.toml `secure_password_change = true`, as hosted): a session older than
// 24 hours changes the password only with the code the auth server e-mails. The session's age is moved on the server
// by the e2e server's control endpoint (ageSession), not waited for.
test('a session older than 24 hours: Change Password asks for the e-mailed code, a wrong one is said, the right one changes it', async ({
  page,
}) => {
  const owner = await newUser('client', { tag: 'reauth', name: 'Reauth owner' });
  const session = await signInSession(owner);
  await ageSession(session.access_token, 25);
  await putSession(page, session);
  await page.goto('/account');
  await remoteArea(page, 'mfe_setup').getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog.getByLabel(/^Current Password/)).toHaveCount(0);
  await dialog.getByLabel(/^New Password/).fill('Brand-new-pass-5');
  await dialog.getByLabel(/^Confirm New Password/).fill('Brand-new-pass-5');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  const code = dialog.getByLabel(/^Code from the e-mail/);
  await expect(code).toBeVisible();
  await expect(dialog.getByText(`For your security, we sent a 6-digit code to ${owner.email}.`, { exact: false })).toBeVisible();
  const mail = await latestEmail(owner.email);
  const sent = /(\d{6})/.exec(`${mail.subject} ${mail.text ?? ''}`)![1];

  await code.fill(sent === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('This code is wrong or has expired. Check the latest e-mail, or send a new code.')).toBeVisible();
  expect(await seriousViolations(page, DIALOG)).toEqual([]);
  await code.fill(sent);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password changed successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await anonDb().auth.signInWithPassword({ email: owner.email, password: PASSWORD })).error).not.toBeNull();
  expect((await anonDb().auth.signInWithPassword({ email: owner.email, password: 'Brand-new-pass-5' })).error).toBeNull();
});

test('a password change on a recent session; afterwards only the new one signs in', async ({ page }) => {
  await openSignedIn(page, client, '/account');
  await remoteArea(page, 'mfe_setup').getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  const submit = dialog.getByRole('button', { name: 'Update Password' });
  await dialog.getByLabel(/^New Password/).fill('abc');
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
  await dialog.getByLabel(/^New Password/).fill('Brand-new-pass-9');
  await dialog.getByLabel(/^Confirm New Password/).fill('Brand-new-pass-8');
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel(/^Confirm New Password/).fill('Brand-new-pass-9');
  expect(await seriousViolations(page, DIALOG)).toEqual([]);
  await submit.click();
  await expect(toast(page, 'Password changed successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const old = await anonDb().auth.signInWithPassword({ email: client.email, password: PASSWORD });
  expect(old.error).not.toBeNull();
  const renewed = await anonDb().auth.signInWithPassword({ email: client.email, password: 'Brand-new-pass-9' });
  expect(renewed.error).toBeNull();
  // The security notification hosted Auth sends when [auth.email.notification.password_changed] is on (config.toml).
  await expect.poll(async () => (await inbox(client.email)).map((m) => m.subject)).toContain('Your password was changed');
});
