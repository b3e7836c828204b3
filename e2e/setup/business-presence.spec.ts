import { expect, test } from '@playwright/test';
import { DIALOG, type E2eUser, newUser, openSignedIn, remoteArea, seriousViolations, serviceDb, toast } from '../support';
import { expectScreen } from './support';

// Each journey signs in, reloads and runs axe several times on a shared 2-core machine.
test.setTimeout(120_000);

// Business Presence Accounts against the real stack, as one fresh client: add with two access details,
// copy, edit, delete, each checked after a reload.
let client: E2eUser;
test.beforeAll(async () => {
  client = await newUser('client', { tag: 'records-presence', name: 'Records presence' });
});

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a business account with two access details: add, copy, edit, delete, kept across reloads', async ({ page }) => {
  await openSignedIn(page, client, '/business-presence');
  await expectScreen(page, 'Business Presence Accounts');
  const area = remoteArea(page, 'mfe_setup');
  await expect(area.getByText('No business accounts yet')).toBeVisible();
  expect(await seriousViolations(page, 'mfe_setup')).toEqual([]);

  // Account Name is required: nothing is saved without it.
  await area.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Account Name is required')).toBeVisible();

  await dialog.getByLabel(/^Account Name/).fill('Google Business Profile');
  await dialog.getByLabel('Account Url').fill('business.google.com');
  await dialog.getByLabel('Description').fill('Maps and search listing');
  await dialog.getByLabel('Label 1').fill('Username');
  await dialog.getByLabel('Value 1').fill('owner@acme.test');
  await dialog.getByRole('button', { name: 'Add Access Detail' }).click();
  await dialog.getByLabel('Label 2').fill('Password');
  await dialog.getByLabel('Value 2').fill('Pa55-word!');
  expect(await seriousViolations(page, DIALOG)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const card = remoteArea(page, 'mfe_setup').getByRole('article', { name: 'Google Business Profile' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  // Every access detail is sealed in the credential vault, whatever its label: masked until revealed.
  await expect(card.getByText('owner@acme.test')).toBeHidden();
  await expect(card.getByText('Pa55-word!')).toBeHidden();
  await expect(card.getByRole('link', { name: /Business Url/ })).toHaveAttribute('href', 'https://business.google.com');
  expect(await seriousViolations(page, 'mfe_setup')).toEqual([]);

  await card.getByRole('button', { name: 'Copy Username' }).click();
  await expect(toast(page, 'Username copied to clipboard!')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('owner@acme.test');
  await card.getByRole('button', { name: 'Show Username' }).click();
  await expect(card.getByText('owner@acme.test')).toBeVisible();
  await card.getByRole('button', { name: 'Copy Password' }).click();
  // The password comes from the credential vault first (one request), then goes to the clipboard.
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('Pa55-word!');
  await card.getByRole('button', { name: 'Show Password' }).click();
  await expect(card.getByText('Pa55-word!')).toBeVisible();

  // Edit: fields and a detail value; Save leaves edit mode; the change survives a reload.
  await card.getByRole('button', { name: 'Edit Google Business Profile' }).click();
  const form = card.getByRole('form', { name: 'Edit Google Business Profile' });
  await form.getByLabel('Password').fill('N3w-secret!');
  await form.getByLabel('Notes').fill('Renew verification yearly');
  await form.getByLabel('Account Url').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await page.reload();
  const edited = remoteArea(page, 'mfe_setup').getByRole('article', { name: 'Google Business Profile' });
  await expect(edited.getByText('Renew verification yearly')).toBeVisible();
  await expect(edited.getByRole('link', { name: /Business Url/ })).toHaveCount(0);
  await expect(edited.getByText('Business Url')).toHaveAttribute('aria-disabled', 'true');
  await edited.getByRole('button', { name: 'Show Password' }).click();
  await expect(edited.getByText('N3w-secret!')).toBeVisible();

  // Delete asks first, then the account and its details are gone for good.
  await edited.getByRole('button', { name: 'Delete Google Business Profile' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Account deleted successfully!')).toBeVisible();
  await page.reload();
  await expect(remoteArea(page, 'mfe_setup').getByText('No business accounts yet')).toBeVisible();
  const { data } = await serviceDb().from('business_accounts').select('id').eq('user_id', client.id);
  expect(data).toEqual([]);
});
