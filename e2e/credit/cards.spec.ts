import { expect, test } from '@playwright/test';
import { cardNamed, dbAs, expectNoSeriousViolations, expectToast, newUser, openSignedIn, remoteArea } from '../support';

// Store Credit Building and Revolving Credit as a fresh client of the real stack; another client sees none of it.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('store credit: add, secrets masked until revealed, copy, edit, reload, delete; another client sees nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await newUser('client', { tag: 'credit-client' });
  await openSignedIn(page, owner, '/store-credit');
  const area = remoteArea(page, 'mfe_credit');
  await expect(area.getByRole('heading', { level: 1, name: 'Store Credit Building' })).toBeVisible();
  await expect(area.getByText('No store credit cards yet')).toBeVisible();

  // Add: the issuer is required, limits and APRs are kept as typed.
  await area.getByRole('button', { name: '+ Add Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Card' });
  await dialog.getByRole('button', { name: 'Add Card' }).click();
  await expect(dialog.getByText('Issuer is required')).toBeVisible();
  await dialog.getByLabel('Issuer').fill('Home Depot');
  await dialog.getByLabel('Card Type').fill('Commercial Revolving');
  await dialog.getByLabel('Credit Limit').fill('$5,000');
  await dialog.getByLabel('APR').fill('17.99%');
  await dialog.getByLabel('Benefits').fill('1 year to pay on purchases over $299');
  await dialog.getByLabel('Requirements').fill('EIN and D-U-N-S number');
  await dialog.getByLabel('Application URL').fill('https://example.com/apply/home-depot');
  await dialog.getByLabel('Account Number').fill('6035320112345678');
  await dialog.getByLabel('Username').fill('acme_llc');
  await dialog.getByLabel('Password').fill('Sup3r-secret!');
  await expectNoSeriousViolations(page, 'mfe_credit');
  await dialog.getByRole('button', { name: 'Add Card' }).click();
  await expectToast(page, 'Card added successfully!');
  await expect(dialog).toBeHidden();

  await page.reload();
  const card = cardNamed(page, 'Home Depot');
  await expect(card.getByText('$5,000', { exact: true })).toBeVisible();
  await expect(card.getByText('17.99%', { exact: true })).toBeVisible();
  await expect(card).not.toContainText('6035320112345678');
  await expect(card).not.toContainText('Sup3r-secret!');
  await expect(card.getByText('••••5678')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Apply Now for Home Depot' })).toHaveAttribute(
    'href',
    'https://example.com/apply/home-depot',
  );
  await expectNoSeriousViolations(page, 'mfe_credit');

  await card.getByRole('button', { name: 'Show Password' }).click();
  await expect(card.getByText('Sup3r-secret!')).toBeVisible();
  await card.getByRole('button', { name: 'Hide Password' }).click();
  await expect(card).not.toContainText('Sup3r-secret!');
  await card.getByRole('button', { name: 'Show Account Number' }).click();
  await expect(card.getByText('6035320112345678')).toBeVisible();

  await card.getByRole('button', { name: 'Copy Password' }).click();
  await expectToast(page, 'Password copied to clipboard!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Sup3r-secret!');
  await card.getByRole('button', { name: 'Copy Username' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('acme_llc');

  // Edit covers issuer, card type, limit and APR; Cancel discards, Save applies.
  await card.getByRole('button', { name: 'Edit Home Depot' }).click();
  const edit = card.getByRole('form', { name: 'Edit Home Depot' });
  await expect(edit.getByLabel('Username')).toHaveCount(0);
  await edit.getByLabel('Credit Limit').fill('$9,999');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText('$5,000', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Edit Home Depot' }).click();
  await edit.getByLabel('Issuer').fill('Home Depot Pro');
  await edit.getByLabel('Credit Limit').fill('$7,500');
  await edit.getByLabel('APR').fill('15.5% variable');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Card updated successfully!');
  await page.reload();
  const edited = cardNamed(page, 'Home Depot Pro');
  await expect(edited.getByText('$7,500', { exact: true })).toBeVisible();
  await expect(edited.getByText('15.5% variable', { exact: true })).toBeVisible();

  // Another client: nothing in the UI, nothing through supabase-js, and no write to the owner's card.
  const otherEmail = await newUser('client', { tag: 'credit-client' });
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await openSignedIn(otherPage, otherEmail, '/store-credit');
  await expect(remoteArea(otherPage, 'mfe_credit').getByText('No store credit cards yet')).toBeVisible();
  await otherContext.close();
  const other = await dbAs(otherEmail);
  const { data: seen } = await other.from('store_cards').select('*');
  expect(seen).toEqual([]);
  const ownerDb = await dbAs(owner);
  const { data: mine } = await ownerDb.from('store_cards').select('id, password');
  expect(mine).toHaveLength(1);
  const { data: changed } = await other.from('store_cards').update({ issuer: 'Hacked' }).eq('id', mine![0].id).select();
  expect(changed).toEqual([]);
  const { error: insertError } = await other
    .from('store_cards')
    .insert({ issuer: 'Planted', user_id: (await ownerDb.auth.getUser()).data.user!.id });
  expect(insertError?.code).toBe('42501');

  // Delete asks first; Cancel keeps the card.
  await edited.getByRole('button', { name: 'Delete Home Depot Pro' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Card?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Delete Home Depot Pro' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Store credit card deleted successfully!');
  await page.reload();
  await expect(remoteArea(page, 'mfe_credit').getByText('No store credit cards yet')).toBeVisible();
});

test('revolving credit: rewards and annual fee, edit issuer/limit/APR, delete', async ({ page }) => {
  test.setTimeout(180_000);
  const owner = await newUser('client', { tag: 'credit-client' });
  await openSignedIn(page, owner, '/revolving-credit');
  const area = remoteArea(page, 'mfe_credit');
  await expect(area.getByRole('heading', { level: 1, name: 'Revolving Credit' })).toBeVisible();
  await area.getByRole('button', { name: '+ Add Credit Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Credit Card' });
  await dialog.getByLabel('Issuer').fill('Capital One Spark');
  await dialog.getByLabel('Credit Limit').fill('$10,000');
  await dialog.getByLabel('APR').fill('20.99%');
  await dialog.getByLabel('Rewards').fill('2% cash back on all purchases');
  await dialog.getByLabel('Annual Fee').fill('$95');
  await dialog.getByLabel('Password').fill('rev-pass-1');
  await dialog.getByRole('button', { name: 'Add Credit Card' }).click();
  await expectToast(page, 'Credit card added successfully!');

  await page.reload();
  const card = cardNamed(page, 'Capital One Spark');
  await expect(card.getByText('2% cash back on all purchases')).toBeVisible();
  await expect(card.getByText('$95', { exact: true })).toBeVisible();
  await expect(card).not.toContainText('rev-pass-1');
  await expectNoSeriousViolations(page, 'mfe_credit');

  await card.getByRole('button', { name: 'Edit Capital One Spark' }).click();
  const edit = card.getByRole('form', { name: 'Edit Capital One Spark' });
  await expect(edit.getByLabel('Card Type')).toHaveCount(0);
  await edit.getByLabel('Credit Limit').fill('$12,000');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Card updated successfully!');
  await page.reload();
  await expect(cardNamed(page, 'Capital One Spark').getByText('$12,000', { exact: true })).toBeVisible();

  await cardNamed(page, 'Capital One Spark').getByRole('button', { name: 'Delete Capital One Spark' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Card?' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Credit card deleted successfully!');
  await page.reload();
  await expect(area.getByText('No revolving credit cards yet')).toBeVisible();
});
