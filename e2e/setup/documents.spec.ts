import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, newUserWithDb, openSignedIn, remoteArea, type UserWithDb } from '../support';

// Business Documents on the real stack: a real upload into the private bucket with progress, a reload,
// a download and a delete; the browser's and the server's limits; another client; the admin.
// Each journey signs in, reloads and runs axe: give it room on a busy machine.
test.describe.configure({ timeout: 120_000 });

// Names the admin picks from the client list: unique per run (a restarted worker makes its users again).
const RUN = Math.random().toString(36).slice(2, 8);
const CLIENT_NAME = `Documents Client ${RUN}`;
const OTHER_NAME = `Other Client ${RUN}`;

let client: UserWithDb;
let other: UserWithDb;
let admin: UserWithDb;

const pdf = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n%e2e\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};

test.beforeAll(async () => {
  client = await newUserWithDb('client', { tag: 'buildout-client', name: CLIENT_NAME });
  other = await newUserWithDb('client', { tag: 'buildout-client', name: OTHER_NAME });
  admin = await newUserWithDb('admin', { tag: 'buildout-admin', name: 'Documents Admin' });
});

test('a PDF uploads with progress, survives a reload, downloads and deletes', async ({ page }) => {
  await openSignedIn(page, client, '/documents');
  const area = remoteArea(page, 'mfe_setup');
  await expect(area.getByRole('heading', { level: 1, name: 'Business Documents' })).toBeVisible();
  for (const title of [
    'Standard Corporate',
    'Advanced Corporate',
    'Financial Documents',
    'Marketing & PR',
    'Additional Documents',
    'Secret to Wealth Documents',
  ]) {
    await expect(area.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  const panel = area.getByTestId('panel-Standard Corporate');
  const upload = panel.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();

  await panel
    .getByLabel('Upload to Standard Corporate')
    .setInputFiles({ name: 'Articles of Organization.pdf', mimeType: 'application/pdf', buffer: pdf(3 * 1024 * 1024) });
  await expect(upload).toBeEnabled();
  // The upload is held on its way out until its progress bar has been seen (on a fast machine it would be gone first).
  let releaseUpload: () => void = () => undefined;
  const uploadReleased = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route('**/storage/v1/**', async (route) => {
    if (route.request().method() !== 'GET') await uploadReleased;
    await route.continue();
  });
  await upload.click();
  await expect(panel.getByRole('progressbar')).toBeVisible();
  releaseUpload();
  await expect(page.getByText('Document uploaded successfully!')).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/storage/v1/**');
  await expect(panel.getByTestId('document-row')).toHaveCount(1);

  await page.reload();
  const row = panel.getByTestId('document-row');
  await expect(row).toContainText('Articles of Organization.pdf');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download/ }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('Articles of Organization.pdf');
  await expect(page.getByText('Download started!')).toBeVisible();

  await expectNoSeriousViolations(page, 'mfe_setup');

  await row.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Document deleted successfully!')).toBeVisible();
  await expect(panel.getByTestId('document-row')).toHaveCount(0);
  const { data } = await client.db.from('business_documents').select('id');
  expect(data).toEqual([]);
  const { data: files } = await client.db.storage.from('user-documents').list(client.id);
  expect(files ?? []).toEqual([]);
});

test('a .exe and an 11 MB PDF are refused with a message and nothing is stored', async ({ page }) => {
  await openSignedIn(page, client, '/documents');
  const panel = remoteArea(page, 'mfe_setup').getByTestId('panel-Financial Documents');
  const input = panel.getByLabel('Upload to Financial Documents');
  const upload = panel.getByRole('button', { name: 'Upload', exact: true });

  await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(panel.getByText('"setup.exe" is not an accepted file type. Choose PDF, DOC, DOCX.')).toBeVisible();
  await expect(upload).toBeDisabled();

  await input.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: pdf(11 * 1024 * 1024) });
  await expect(panel.getByText('"big.pdf" is too large (11 MB). The limit is 10 MB.')).toBeVisible();
  await expect(upload).toBeDisabled();

  // The server refuses them too (the bucket's limits), whatever the browser does.
  const exe = await client.db.storage
    .from('user-documents')
    .upload(`${client.id}/x.exe`, Buffer.from('MZ'), { contentType: 'application/x-msdownload' });
  expect(exe.error).not.toBeNull();
  const big = await client.db.storage
    .from('user-documents')
    .upload(`${client.id}/big.pdf`, pdf(11 * 1024 * 1024), { contentType: 'application/pdf' });
  expect(big.error).not.toBeNull();
  const { data: files } = await client.db.storage.from('user-documents').list(client.id);
  expect(files ?? []).toEqual([]);
  expect((await client.db.from('business_documents').select('id')).data).toEqual([]);
});

test("another client never sees it; the admin sees it with the owner's name and filters by client", async ({ page }) => {
  const path = `${client.id}/${Date.now()}_Bank_statement.pdf`;
  expect((await client.db.storage.from('user-documents').upload(path, pdf(2048), { contentType: 'application/pdf' })).error).toBeNull();
  expect(
    (
      await client.db
        .from('business_documents')
        .insert({ document_type: 'Bank_Statements', document_name: 'Bank statement.pdf', file_url: path })
    ).error,
  ).toBeNull();

  await openSignedIn(page, other, '/documents');
  const area = remoteArea(page, 'mfe_setup');
  await expect(area.getByRole('heading', { name: 'Financial Documents', exact: true })).toBeVisible();
  await expect(area.getByText('Bank statement.pdf')).toHaveCount(0);
  expect((await other.db.from('business_documents').select('id')).data).toEqual([]);

  await openSignedIn(page, admin, '/documents');
  const row = area.getByTestId('document-row').filter({ hasText: 'Bank statement.pdf' });
  await expect(row).toContainText(`Owner: ${CLIENT_NAME}`);
  await area.getByLabel('Client').selectOption({ label: OTHER_NAME });
  await expect(area.getByText('Bank statement.pdf')).toHaveCount(0);
  await area.getByLabel('Client').selectOption({ label: CLIENT_NAME });
  await expect(row).toBeVisible();
  await expectNoSeriousViolations(page, 'mfe_setup');

  // The admin's download goes through open-document (storage lets admins read no client's file) and is
  // in the client's account activity.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download/ }).click();
  expect((await downloading).suggestedFilename()).toBe('Bank statement.pdf');
  await expect(page.getByText('Download started!')).toBeVisible();
  const logged = await client.db.from('account_activity').select('summary').eq('event', 'admin_document_downloaded');
  expect(logged.data).toEqual([{ summary: 'Document “Bank statement.pdf” downloaded by an admin' }]);
});
