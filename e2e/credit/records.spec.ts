import { expect, test, type Page } from '@playwright/test';
import { cardNamed, dbAs, expectNoSeriousViolations, expectToast, newUser, openSignedIn, remoteArea } from '../support';

// Account Receivables and Purchase Orders (one "record with documents" feature) as a fresh client, with a
// document uploaded to the owner's private folder, and the PAYDEX outlook computed from the records.
const PDF = {
  name: 'invoice-1001.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

function isoDaysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function addRecord(
  page: Page,
  addLabel: string,
  dateLabel: string,
  values: { vendor: string; amount: string; date: string; status: string },
  message: string,
) {
  await remoteArea(page, 'mfe_credit')
    .getByRole('button', { name: `+ ${addLabel}` })
    .click();
  const dialog = page.getByRole('dialog', { name: addLabel });
  await dialog.getByLabel('Vendor Name').fill(values.vendor);
  await dialog.getByLabel('Amount (USD)').fill(values.amount);
  await dialog.getByLabel(dateLabel).fill(values.date);
  await dialog.getByLabel('Status').selectOption({ label: values.status });
  await dialog.getByRole('button', { name: addLabel }).click();
  await expectToast(page, message);
  await expect(dialog).toBeHidden();
}

test('a receivable with a document: create, upload, download, edit, reload, delete; another client sees none of it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await newUser('client', { tag: 'credit-client' });
  await openSignedIn(page, owner, '/account-receivable');
  const area = remoteArea(page, 'mfe_credit');
  await expect(area.getByRole('heading', { level: 1, name: 'Account Receivables' })).toBeVisible();
  await expect(area.getByText('No account receivables yet')).toBeVisible();
  await expectNoSeriousViolations(page, 'mfe_credit');

  // Bad input keeps the form open with the message.
  await area.getByRole('button', { name: '+ Add Receivable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Receivable' });
  await dialog.getByLabel('Vendor Name').fill('Acme Supplies');
  await dialog.getByLabel('Amount (USD)').fill('12.345');
  await dialog.getByRole('button', { name: 'Add Receivable' }).click();
  await expect(dialog.getByText('Enter an amount of 0 or more, with at most two decimals')).toBeVisible();
  await expect(dialog.getByLabel('Vendor Name')).toHaveValue('Acme Supplies');
  await dialog.getByLabel('Amount (USD)').fill('$1,250.5');
  await dialog.getByLabel('Due Date').fill('2030-01-15');
  await dialog.getByRole('button', { name: 'Add Receivable' }).click();
  await expectToast(page, 'Account receivable created successfully!');

  await page.reload();
  const card = cardNamed(page, 'Acme Supplies');
  await expect(card.getByText('$1,250.50')).toBeVisible();
  await expect(card.getByText('Jan 15, 2030')).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();

  // Upload: disabled until a file is chosen; wrong type refused before sending; progress, then listed.
  const upload = card.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();
  await card.getByLabel(/Upload document/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(card.getByRole('alert')).toContainText('notes.txt');
  await expect(upload).toBeDisabled();
  await card
    .getByLabel(/Upload document/)
    .setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) });
  await expect(card.getByRole('alert')).toContainText('huge.pdf');
  await expect(upload).toBeDisabled();
  await card.getByLabel(/Upload document/).setInputFiles(PDF);
  await upload.click();
  await expectToast(page, 'Document uploaded successfully!');
  await expect(card.getByRole('button', { name: `Download ${PDF.name}` })).toBeVisible();
  await expectNoSeriousViolations(page, 'mfe_credit');

  await page.reload();
  const download = page.waitForEvent('download');
  await cardNamed(page, 'Acme Supplies')
    .getByRole('button', { name: `Download ${PDF.name}` })
    .click();
  expect((await download).suggestedFilename()).toBe(PDF.name);

  // Edit: status to overdue shows OverDue; Cancel discards.
  await cardNamed(page, 'Acme Supplies').getByRole('button', { name: 'Edit Acme Supplies' }).click();
  const edit = cardNamed(page, 'Acme Supplies').getByRole('form', { name: 'Edit Acme Supplies' });
  await expect(edit.getByLabel('Amount (USD)')).toHaveValue('1250.50');
  await edit.getByLabel('Status').selectOption({ label: 'OverDue' });
  await edit.getByLabel('Amount (USD)').fill('1300');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Account receivable updated successfully!');
  await page.reload();
  const edited = cardNamed(page, 'Acme Supplies');
  await expect(edited.getByText('OverDue', { exact: true })).toBeVisible();
  await expect(edited.getByText('$1,300.00')).toBeVisible();

  // Another client: nothing in the UI, the tables or the owner's folder.
  const ownerDb = await dbAs(owner);
  const ownerId = (await ownerDb.auth.getUser()).data.user!.id;
  const { data: docs } = await ownerDb.from('account_receivable_documents').select('document_url');
  expect(docs).toHaveLength(1);
  const path = docs![0].document_url as string;
  expect(path.startsWith(`${ownerId}/`)).toBe(true);
  const otherEmail = await newUser('client', { tag: 'credit-client' });
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await openSignedIn(otherPage, otherEmail, '/account-receivable');
  await expect(remoteArea(otherPage, 'mfe_credit').getByText('No account receivables yet')).toBeVisible();
  await otherContext.close();
  const other = await dbAs(otherEmail);
  expect((await other.from('account_receivables').select('*')).data).toEqual([]);
  expect((await other.from('account_receivable_documents').select('*')).data).toEqual([]);
  expect((await other.storage.from('user-documents').download(path)).error).not.toBeNull();
  expect((await other.storage.from('user-documents').list(ownerId)).data ?? []).toEqual([]);
  const planted = await other.storage
    .from('user-documents')
    .upload(`${ownerId}/planted.pdf`, PDF.buffer, { contentType: 'application/pdf' });
  expect(planted.error).not.toBeNull();

  // Delete the document, then the record (both confirmed).
  await edited.getByRole('button', { name: `Delete ${PDF.name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete Document?' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Document deleted successfully!');
  expect((await ownerDb.storage.from('user-documents').download(path)).error).not.toBeNull();
  await page.reload();
  await expect(cardNamed(page, 'Acme Supplies').getByText('No documents yet.')).toBeVisible();
  await cardNamed(page, 'Acme Supplies').getByRole('button', { name: 'Delete Acme Supplies' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Receivable?' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Account receivable deleted successfully!');
  await page.reload();
  await expect(area.getByText('No account receivables yet')).toBeVisible();
});

test('a purchase order with a document: create (pending by default), edit, reload, delete with its file', async ({ page }) => {
  test.setTimeout(180_000);
  const owner = await newUser('client', { tag: 'credit-client' });
  await openSignedIn(page, owner, '/purchase-order');
  const area = remoteArea(page, 'mfe_credit');
  await expect(area.getByRole('heading', { level: 1, name: 'Purchase Orders' })).toBeVisible();
  await area.getByRole('button', { name: '+ Add Purchase Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Purchase Order' });
  await expect(dialog.getByLabel('Status')).toHaveValue('pending');
  await dialog.getByLabel('Vendor Name').fill('Office Depot');
  await dialog.getByLabel('Amount (USD)').fill('480');
  await dialog.getByLabel('Order Date').fill('2026-11-02');
  await dialog.getByRole('button', { name: 'Add Purchase Order' }).click();
  await expectToast(page, 'Purchase order created successfully!');
  const card = cardNamed(page, 'Office Depot');
  await card.getByLabel(/Upload document/).setInputFiles({ ...PDF, name: 'po-77.pdf' });
  await card.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'Document uploaded successfully!');
  await expectNoSeriousViolations(page, 'mfe_credit');

  await page.reload();
  await cardNamed(page, 'Office Depot').getByRole('button', { name: 'Edit Office Depot' }).click();
  const edit = cardNamed(page, 'Office Depot').getByRole('form', { name: 'Edit Office Depot' });
  await edit.getByLabel('Status').selectOption({ label: 'Rejected' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Purchase order updated successfully!');
  await page.reload();
  const edited = cardNamed(page, 'Office Depot');
  await expect(edited.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(edited.getByText('Nov 2, 2026')).toBeVisible();
  await expect(edited.getByRole('button', { name: 'Download po-77.pdf' })).toBeVisible();

  const db = await dbAs(owner);
  const path = ((await db.from('purchase_order_documents').select('document_url')).data ?? [])[0]?.document_url as string;
  await edited.getByRole('button', { name: 'Delete Office Depot' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Purchase Order?' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Purchase order deleted successfully!');
  await page.reload();
  await expect(area.getByText('No purchase orders yet')).toBeVisible();
  expect((await db.storage.from('user-documents').download(path)).error).not.toBeNull();
});

test('the PAYDEX outlook on Purchase Orders counts what the business pays, never its receivables, and changes with a late order', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await newUser('client', { tag: 'credit-client' });
  const db = await dbAs(owner);
  // Receivables (customers paying the owner) long overdue: they must not move the estimate.
  for (const vendor of ['Late Customer A', 'Late Customer B', 'Late Customer C'])
    await db.from('account_receivables').insert({ vendor_name: vendor, amount: 9000, due_date: isoDaysAgo(120), status: 'overdue' });
  await db.from('purchase_orders').insert({ vendor_name: 'Uline', amount: 500, order_date: isoDaysAgo(40), status: 'approved' });
  await openSignedIn(page, owner, '/purchase-order#paydex-outlook');
  const outlook = remoteArea(page, 'mfe_credit').getByRole('region', { name: /PAYDEX Outlook/ });
  await expect(outlook.getByText(/Not enough data yet/)).toBeVisible();
  await expect(outlook).not.toContainText('Estimated PAYDEX');
  await expect(outlook.getByText(/Receivables \(what your customers owe you\) never count/)).toBeVisible();

  await addRecord(
    page,
    'Add Purchase Order',
    'Order Date',
    { vendor: 'Acme Supplies', amount: '1000', date: isoDaysAgo(20), status: 'Approved' },
    'Purchase order created successfully!',
  );
  await addRecord(
    page,
    'Add Purchase Order',
    'Order Date',
    { vendor: 'Beta Corp', amount: '2000', date: isoDaysAgo(10), status: 'Approved' },
    'Purchase order created successfully!',
  );
  await expect(outlook.getByText('Estimated PAYDEX: 80')).toBeVisible();
  await expect(outlook.getByText('Low risk', { exact: true })).toBeVisible();
  await expect(outlook.getByText(/Paid on time: 100% \(\$3,500\.00\) · Late: 0% \(\$0\.00\) · from 3 purchase orders/)).toBeVisible();
  await expect(outlook.getByText(/estimate from the purchase orders you recorded/)).toBeVisible();
  await expectNoSeriousViolations(page, 'mfe_credit');

  // 3,500 on terms (80) and 3,500 still pending 90 days after ordering, 60 past Net 30 (40): (3500*80 + 3500*40) / 7000 = 60.
  await addRecord(
    page,
    'Add Purchase Order',
    'Order Date',
    { vendor: 'Late Co', amount: '3500', date: isoDaysAgo(90), status: 'Pending' },
    'Purchase order created successfully!',
  );
  await expect(outlook.getByText('Estimated PAYDEX: 60')).toBeVisible();
  await expect(outlook.getByText('Medium risk', { exact: true })).toBeVisible();
  await expect(outlook.getByText(/Late: 50% \(\$3,500\.00\)/)).toBeVisible();
  await page.reload();
  await expect(
    remoteArea(page, 'mfe_credit')
      .getByRole('region', { name: /PAYDEX Outlook/ })
      .getByText('Estimated PAYDEX: 60'),
  ).toBeVisible();
  // Account Receivables carries no outlook.
  await page.goto('/account-receivable');
  await expect(remoteArea(page, 'mfe_credit').getByRole('heading', { level: 1, name: 'Account Receivables' })).toBeVisible();
  await expect(remoteArea(page, 'mfe_credit').getByRole('region', { name: /PAYDEX Outlook/ })).toHaveCount(0);
});
