import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dbAs, newClients, openSignedIn, seriousViolations, testUser } from '../support';

// Journeys of several screens with real uploads and axe: generous on a busy machine.
test.describe.configure({ timeout: 120_000 });

// Journeys of many real round trips (and axe, seconds on a busy machine): more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const username = `brand_${randomUUID().slice(0, 6)}`;

test('a client keeps a social account: added, masked, copied, edited inline, deleted; nobody else sees it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, 'client', '/social-media');
  await expect(page.getByRole('heading', { level: 1, name: 'Social Media Accounts' })).toBeVisible();
  await expect(page.getByText('Manage your business social media presence')).toBeVisible();

  await page.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Social Media Account' });
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(dialog.getByText('Platform is required')).toBeVisible();
  await dialog.getByLabel('Platform').fill('Instagram');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('S3cret-pass');
  await dialog.getByLabel('Profile URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(dialog.getByText('Enter a valid URL (https://...)')).toBeVisible();
  await dialog.getByLabel('Profile URL').fill(`https://instagram.com/${username}`);
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(page.getByText('Account added successfully!')).toBeVisible();

  await page.reload();
  const card = page.getByRole('article', { name: 'Instagram' });
  await expect(card.getByText(username)).toBeVisible();
  await expect(card.getByText('••••••••')).toBeVisible();
  await expect(card.getByText('S3cret-pass')).toHaveCount(0);
  await card.getByRole('button', { name: 'Show Password' }).click();
  await expect(card.getByText('S3cret-pass')).toBeVisible();
  await card.getByRole('button', { name: 'Copy Username' }).click();
  await expect(page.getByText('Copied to clipboard!').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(username);
  await expect(card.getByRole('link', { name: 'Visit Profile' })).toHaveAttribute('href', `https://instagram.com/${username}`);
  expect(await seriousViolations(page, 'mfe_content')).toEqual([]);

  await card.getByRole('button', { name: 'Edit Instagram account' }).click();
  await card.getByLabel('Notes').fill('Main brand account');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Instagram' }).getByText('Main brand account')).toBeVisible();

  const asOwner = await dbAs(await testUser('client'));
  const { data: own } = await asOwner.from('social_accounts').select('id').eq('username', username);
  expect(own).toHaveLength(1);

  await page.getByRole('article', { name: 'Instagram' }).getByRole('button', { name: 'Delete Instagram account' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this account?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Account deleted successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByText(username)).toHaveCount(0);
});

test("another client's vault never shows someone else's account", async ({ page }) => {
  const email = `vault-${randomUUID().slice(0, 8)}@test.local`;
  await newClients([email]);
  const asOther = await dbAs(email);
  await asOther.from('social_accounts').insert({ platform: 'Facebook', username: `private_${username}`, password: 'x-pass' });
  await openSignedIn(page, 'client', '/social-media');
  await expect(page.getByRole('heading', { level: 1, name: 'Social Media Accounts' })).toBeVisible();
  await expect(page.getByText(`private_${username}`)).toHaveCount(0);
  const asClient = await dbAs(await testUser('client'));
  const { data } = await asClient.from('social_accounts').select('id').eq('username', `private_${username}`);
  expect(data).toEqual([]);
});
