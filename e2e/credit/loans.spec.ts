import { expect, test } from '@playwright/test';
import { cardNamed, dbAs, expectNoSeriousViolations, expectToast, newUser, openSignedIn, remoteArea } from '../support';

// The Credit & Loans directory: admin-managed content; clients read it and the server refuses their writes.
test('admin adds, edits and deletes a loan; a client sees it but cannot write', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const admin = await newUser('admin', { tag: 'credit-admin' });
  const client = await newUser('client', { tag: 'credit-client' });
  const title = `Equipment Loan ${Date.now()}`;

  await openSignedIn(page, admin, '/term-loan');
  const area = remoteArea(page, 'mfe_credit');
  await expect(area.getByRole('heading', { level: 1, name: 'Credit & Loans' })).toBeVisible();
  await area.getByRole('button', { name: '+ Add Loan' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Loan' });
  await add.getByLabel('Apply URL').fill('javascript:alert(1)');
  await add.getByRole('button', { name: 'Add Loan' }).click();
  await expect(add.getByText('Title is required')).toBeVisible();
  await expect(add.getByText('Enter a link starting with http:// or https://')).toBeVisible();
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('APR Range').fill('7% - 18%');
  await add.getByLabel('Loan Amount').fill('$25,000 - $500,000');
  await add.getByLabel('Term Length').fill('Up to 7 years');
  await add.getByLabel('Apply URL').fill('https://example.com/apply/equipment');
  await expectNoSeriousViolations(page, 'mfe_credit');
  await add.getByRole('button', { name: 'Add Loan' }).click();
  await expectToast(page, 'Loan added successfully!');

  await page.reload();
  const card = cardNamed(page, title);
  await expect(card.getByText('7% - 18%')).toBeVisible();
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Loan' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByLabel('Term Length').fill('Up to 10 years');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Loan updated successfully!');
  await page.reload();
  await expect(cardNamed(page, title).getByText('Up to 10 years')).toBeVisible();
  await expectNoSeriousViolations(page, 'mfe_credit');

  // The client reads the directory, without management controls.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await openSignedIn(clientPage, client, '/term-loan');
  const clientCard = cardNamed(clientPage, title);
  await expect(clientCard.getByText('Up to 10 years')).toBeVisible();
  await expect(clientCard.getByRole('link', { name: `Apply Now for ${title}` })).toHaveAttribute(
    'href',
    'https://example.com/apply/equipment',
  );
  await expect(remoteArea(clientPage, 'mfe_credit').getByRole('button', { name: '+ Add Loan' })).toHaveCount(0);
  await expect(clientCard.getByRole('button')).toHaveCount(0);
  await expectNoSeriousViolations(clientPage, 'mfe_credit');

  // ... and the server refuses the client's writes.
  const db = await dbAs(client);
  const { data: loans } = await db.from('loans').select('id, title').eq('title', title);
  expect(loans).toHaveLength(1);
  const id = loans![0].id as string;
  const { error: insertError } = await db.from('loans').insert({ title: 'Planted loan' });
  expect(insertError?.code).toBe('42501');
  const { data: updated } = await db.from('loans').update({ title: 'Hacked' }).eq('id', id).select();
  expect(updated).toEqual([]);
  const { data: deleted } = await db.from('loans').delete().eq('id', id).select();
  expect(deleted).toEqual([]);
  await clientPage.reload();
  await expect(cardNamed(clientPage, title)).toBeVisible();

  // The admin deletes it, after confirming; the client no longer sees it.
  await cardNamed(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await page.getByRole('alertdialog', { name: 'Delete Loan?' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Loan deleted successfully!');
  await page.reload();
  await expect(area.getByRole('heading', { level: 1, name: 'Credit & Loans' })).toBeVisible();
  await expect(cardNamed(page, title)).toHaveCount(0);
  await clientPage.reload();
  await expect(remoteArea(clientPage, 'mfe_credit').getByRole('heading', { level: 1, name: 'Credit & Loans' })).toBeVisible();
  await expect(cardNamed(clientPage, title)).toHaveCount(0);
  await clientContext.close();
});
