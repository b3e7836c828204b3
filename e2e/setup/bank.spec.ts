import { expect, test } from '@playwright/test';
import { expectTitle, newUser, openSignedIn, remoteArea } from '../support';

// The reference screen of the platform kit: Business Bank Accounts (/bank) against the real stack, as a fresh client.

test('/bank: add, reload, reveal, edit, bad input, delete; another client never sees the account', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, await newUser('client'), '/bank');
  await expectTitle(page, 'Business Bank Accounts', 'mfe_setup');
  await expect(remoteArea(page, 'mfe_setup').getByText('No bank accounts yet')).toBeVisible();

  // Bad input: the spec's messages on their fields, nothing saved, nothing typed lost.
  await remoteArea(page, 'mfe_setup').getByRole('button', { name: 'Add an Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an Account' });
  await dialog.getByRole('spinbutton', { name: 'Monthly Fees' }).fill('-3');
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(dialog.getByText('Bank name is required')).toBeVisible();
  await expect(dialog.getByText('Monthly fees cannot be negative.')).toBeVisible();
  await expect(dialog.getByRole('spinbutton', { name: 'Monthly Fees' })).toHaveValue('-3');

  // Add with every field and two flags.
  await dialog.getByRole('textbox', { name: /Bank Name/ }).fill('First Test Bank');
  await dialog.getByRole('textbox', { name: 'Account Owner' }).fill('Ann Owner');
  await dialog.getByRole('textbox', { name: 'Account Number' }).fill('123456789');
  await dialog.getByRole('textbox', { name: 'Routing Number' }).fill('021000021');
  await dialog.getByLabel('Date Opened').fill('2024-03-15');
  await dialog.getByRole('spinbutton', { name: 'Monthly Fees' }).fill('12.5');
  await dialog.getByRole('textbox', { name: 'Business Account URL' }).fill('https://bank.example.com/login');
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Operating account');
  await dialog.getByRole('checkbox', { name: 'Debit Card' }).check();
  await dialog.getByRole('checkbox', { name: 'Savings' }).check();
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(page.getByText('Account added successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Persisted: after a reload the card is there, numbers masked until revealed.
  await page.reload();
  const card = remoteArea(page, 'mfe_setup').getByRole('article', { name: 'First Test Bank' });
  await expect(card).toBeVisible();
  await expect(card.getByText('$12.50')).toBeVisible();
  await expect(card.getByText('Debit Card')).toBeVisible();
  await expect(card.getByText('Savings')).toBeVisible();
  await expect(card.getByText('123456789')).toHaveCount(0);
  await expect(card.getByText('••••6789')).toBeVisible();
  await card.getByRole('button', { name: 'Show account number' }).click();
  await expect(card.getByText('123456789')).toBeVisible();
  await card.getByRole('button', { name: 'Hide account number' }).click();
  await expect(card.getByText('123456789')).toHaveCount(0);

  // Edit: fees left empty are stored as 0.
  await card.getByRole('button', { name: 'Edit First Test Bank' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Account' });
  await expect(edit.getByRole('textbox', { name: /Bank Name/ })).toHaveValue('First Test Bank');
  await edit.getByRole('textbox', { name: /Bank Name/ }).fill('Second Test Bank');
  await edit.getByRole('spinbutton', { name: 'Monthly Fees' }).fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const renamed = remoteArea(page, 'mfe_setup').getByRole('article', { name: 'Second Test Bank' });
  await expect(renamed.getByText('$0.00')).toBeVisible();
  await page.reload();
  await expect(renamed).toBeVisible();

  // Another client never sees it.
  const other = await browser.newPage();
  await openSignedIn(other, await newUser('client'), '/bank');
  await expectTitle(other, 'Business Bank Accounts', 'mfe_setup');
  await expect(remoteArea(other, 'mfe_setup').getByText('No bank accounts yet')).toBeVisible();
  await expect(other.getByText('Second Test Bank')).toHaveCount(0);
  await other.close();

  // Delete, after a confirmation.
  await renamed.getByRole('button', { name: 'Delete Second Test Bank' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Account' }).or(page.getByRole('dialog', { name: 'Delete Account' }));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Account deleted successfully!')).toBeVisible();
  await expect(remoteArea(page, 'mfe_setup').getByText('No bank accounts yet')).toBeVisible();
  await page.reload();
  await expect(remoteArea(page, 'mfe_setup').getByText('No bank accounts yet')).toBeVisible();
});
