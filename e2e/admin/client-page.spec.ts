import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dbAs, newClients, openSignedIn, seriousViolations, type E2eUser } from '../support';

// Journeys of several screens with real uploads and axe: generous on a busy machine.
test.describe.configure({ timeout: 120_000 });

const email = `cp${randomUUID().slice(0, 8)}@test.local`;
let client: E2eUser;
let clientId = '';

test.beforeAll(async () => {
  [client] = await newClients([email]);
  clientId = client.id;
  const asClient = await dbAs(email);
  const { error } = await asClient.functions.invoke('request-program', {
    body: { program: 'Standard Business Build-Out Program', plan: '2 payments of $1,600' },
  });
  if (error) throw error;
});

test('the admin moves a task, records payments and answers a program request; the client sees it', async ({ page }) => {
  await openSignedIn(page, 'admin', `/clients?q=${email}`);
  await page.getByRole('link', { name: email.split('@')[0] }).click();
  await expect(page).toHaveURL(`/clients/${clientId}`);
  await expect(page.getByRole('heading', { level: 1, name: email.split('@')[0] })).toBeVisible();

  // Build-out: the first task becomes Completed, and the client's own read shows it.
  const tasks = page.getByRole('region', { name: 'Build-out tasks' });
  await expect(tasks.getByText('0 of 45 completed')).toBeVisible();
  await tasks.getByRole('combobox').first().selectOption('Completed');
  await expect(tasks.getByText('1 of 45 completed')).toBeVisible();
  // The database logs the admin's change in the client's Account Activity (nobody can edit it).
  const activity = page.getByRole('region', { name: 'Account Activity' });
  await expect(activity.getByRole('table', { name: 'Account activity' })).toContainText('marked Completed by an admin');

  // Payments: an empty description or a zero amount saves nothing; a good one appears with two decimals.
  const payments = page.getByRole('region', { name: 'Payments' });
  await payments.getByRole('button', { name: 'Add Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Payment' });
  await dialog.getByLabel('Amount (USD)').fill('0');
  await dialog.getByLabel('Date').fill('2026-11-02');
  await dialog.getByRole('button', { name: 'Add Payment' }).click();
  await expect(dialog.getByText('Enter a description.')).toBeVisible();
  await expect(dialog.getByText('Enter an amount other than 0.')).toBeVisible();
  await dialog.getByLabel('Description').fill('First installment');
  await dialog.getByLabel('Amount (USD)').fill('1600');
  await dialog.getByLabel('Included').check();
  await dialog.getByRole('button', { name: 'Add Payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(payments.getByRole('row', { name: /First installment/ })).toContainText('Included$1,600.00');

  // Program request: new → contacted.
  const requests = page.getByRole('region', { name: 'Program requests' });
  await requests.getByRole('combobox').selectOption('contacted');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Program requests' }).getByRole('combobox')).toHaveValue('contacted');
  await expect(page.getByRole('region', { name: 'Payments' }).getByRole('row', { name: /First installment/ })).toBeVisible();
  expect(await seriousViolations(page, 'mfe_admin')).toEqual([]);

  const asClient = await dbAs(email);
  const { data: done } = await asClient.from('tasks').select('task_status').eq('task_status', 'Completed');
  expect(done).toHaveLength(1);
  const { data: paid } = await asClient.from('payments').select('description, amount, included');
  expect(paid).toEqual([{ description: 'First installment', amount: 1600, included: true }]);
  const { data: mine } = await asClient.from('program_requests').select('status');
  expect(mine).toEqual([{ status: 'contacted' }]);

  // The client's own dashboard shows the task the admin completed (after a reload) ...
  await openSignedIn(page, client, '/');
  await page.reload();
  await expect(page.getByTestId('overall-progress')).toHaveText('1/45');

  // ... and My Account the payment, with two decimals and Included.
  await page.goto('/account');
  const history = page.getByRole('region', { name: 'Payment History' });
  await expect(history.getByRole('row', { name: /First installment/ })).toContainText('Included');
  await expect(history.getByRole('row', { name: /First installment/ })).toContainText('$1,600.00');
  const log = page.getByRole('table', { name: 'Account activity' });
  await expect(log).toContainText('Payment “First installment” ($1,600.00) added by an admin');
  await expect(log).toContainText('marked Completed by an admin');
});

test("the admin downloads a client's document through open-document; the client's activity shows it", async ({ page }) => {
  const asClient = await dbAs(email);
  const path = `${clientId}/${Date.now()}_Operating_agreement.pdf`;
  const upload = await asClient.storage
    .from('user-documents')
    .upload(path, Buffer.from('%PDF-1.4\n%e2e\n'), { contentType: 'application/pdf' });
  expect(upload.error).toBeNull();
  const row = await asClient
    .from('business_documents')
    .insert({ document_type: 'Standard_Corporate', document_name: 'Operating agreement.pdf', file_url: path });
  expect(row.error).toBeNull();

  await openSignedIn(page, 'admin', `/clients/${clientId}`);
  const documents = page.getByRole('region', { name: 'Documents' });
  const downloading = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download Operating agreement.pdf' }).click();
  expect((await downloading).suggestedFilename()).toBe('Operating agreement.pdf');
  const activity = page.getByRole('region', { name: 'Account Activity' });
  await expect(activity.getByRole('table', { name: 'Account activity' })).toContainText(
    'Document “Operating agreement.pdf” downloaded by an admin',
  );
});

test('program requests: the list filters by status and links to the client', async ({ page }) => {
  await openSignedIn(page, 'admin', '/clients/requests?status=contacted');
  await expect(page.getByRole('heading', { level: 1, name: 'Program Requests' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(email.split('@')[0]) });
  await expect(row).toBeVisible();
  expect(await seriousViolations(page, 'mfe_admin')).toEqual([]);
  await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Closed' }).click();
  await expect(page).toHaveURL(/status=closed/);
  await expect(page.getByRole('row', { name: new RegExp(email.split('@')[0]) })).toHaveCount(0);
});

test("a client's calls to the admin functions and tables are refused", async () => {
  const asClient = await dbAs(email);
  const list = await asClient.functions.invoke('get-clients', { body: {} });
  expect(list.error).not.toBeNull();
  expect((await asClient.rpc('admin_overview')).error?.code).toBe('42501');
  expect((await asClient.rpc('admin_list_clients', { sort: 'date_desc', page: 1, per_page: 10, search: null })).error?.code).toBe('42501');
  const payment = await asClient.from('payments').insert({ user_id: clientId, description: 'Free', amount: -100, date: '2026-11-02' });
  expect(payment.error?.code).toBe('42501');
  const { data: changed } = await asClient.from('tasks').update({ task_status: 'Completed' }).eq('user_id', clientId).select('id');
  expect(changed).toEqual([]);
});
