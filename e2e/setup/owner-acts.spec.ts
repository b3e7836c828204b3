import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expectNoSeriousViolations, newUserWithDb, openSignedIn, remoteArea, type UserWithDb } from '../support';

// Issue 51 on the real stack: the owner acts on a task and the advisor answers it; the advisor delivers a document
// and the owner is told and opens it; "Download all" is one zip of every document. Two browsers, real uploads.
test.describe.configure({ timeout: 180_000 });

// Screenshots of the changed screens for the review (only when SHOTS_DIR is set; never in the repository).
const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 820]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 1180 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const RUN = Math.random().toString(36).slice(2, 8);
let owner: UserWithDb;
let admin: UserWithDb;

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n`);

test.beforeAll(async () => {
  owner = await newUserWithDb('client', { tag: 'owner-acts', name: `Acting Owner ${RUN}` });
  admin = await newUserWithDb('admin', { tag: 'owner-acts-admin', name: `Acting Advisor ${RUN}` });
});

test('the owner submits a task with a note; the admin sees it in the bell and on the client page, confirms it; the timeline moves', async ({
  browser,
}) => {
  const ownerPage = await (await browser.newContext()).newPage();
  const adminPage = await (await browser.newContext()).newPage();

  await openSignedIn(ownerPage, owner, '/compliance');
  const area = remoteArea(ownerPage, 'mfe_setup');
  const tile = area.getByTestId('compliance-tile').filter({ hasText: 'Open a business bank account' });
  await tile.click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Open a business bank account' });
  await expect(dialog.getByText('Awaiting Completion')).toBeVisible();
  // Where it is done: a link through the composed screen table.
  await expect(dialog.getByRole('button', { name: 'Add your bank account' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Ask my advisor' })).toBeVisible();
  await shot(ownerPage, 'task-detail');
  await dialog.getByRole('button', { name: "I've done this" }).click();
  await dialog.getByLabel('Note for your advisor (optional)').fill('Opened at First Community Bank, account ending 4411.');
  await dialog
    .getByLabel('Proof (optional)')
    .setInputFiles({ name: 'bank letter.pdf', mimeType: 'application/pdf', buffer: pdf('bank letter') });
  await shot(ownerPage, 'task-done-form');
  await expectNoSeriousViolations(ownerPage, 'mfe_setup');
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(ownerPage.getByText('Sent to your advisor')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tile).toContainText('Submitted');
  // The file: uploaded, then recorded as one of the owner's documents by the same call that submitted the task.
  const { data: proof } = await owner.db.from('business_documents').select('id, document_type').eq('document_name', 'bank letter.pdf');
  const { data: submitted } = await owner.db.from('tasks').select('submission_document_id').eq('task_name', 'Open a business bank account');
  expect(proof).toEqual([{ id: submitted?.[0].submission_document_id, document_type: 'Miscellaneous Documents' }]);
  await shot(ownerPage, 'compliance');

  // The admin's bell, then the client's page, on the submitted task.
  await openSignedIn(adminPage, admin, '/');
  const bell = adminPage.getByRole('button', { name: /^Notifications/ });
  // The bell arrives after the first screen (when the page is idle): its own button says whether its panel is open.
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await bell.click();
  const panel = adminPage.getByRole('region', { name: 'Notifications', exact: true });
  const item = panel.getByRole('button', { name: /Task submitted: Open a business bank account/ });
  await expect(item).toContainText('Opened at First Community Bank');
  await shot(adminPage, 'admin-bell');
  await item.click();
  await expect(adminPage).toHaveURL(new RegExp(`/clients/${owner.id}\\?focus=`));
  const tasks = adminPage.getByRole('region', { name: 'Build-out tasks' });
  const review = tasks.getByTestId('submitted-task');
  await expect(tasks.getByText('Waiting for your review (1)')).toBeVisible();
  await expect(review).toContainText('Opened at First Community Bank, account ending 4411.');
  await shot(adminPage, 'admin-client-review');
  await review.getByRole('button', { name: 'Confirm Open a business bank account' }).click();
  await expect(tasks.getByText('Waiting for your review')).toHaveCount(0);
  await expect(tasks.getByText('1 of 45 completed')).toBeVisible();
  const activity = adminPage.getByRole('table', { name: 'Account activity' });
  await expect(activity).toContainText('submitted for review');
  await expect(activity).toContainText('confirmed as Completed by an admin');

  // The owner's timeline moves, and a task on it opens its detail (by mouse, and by keyboard: Enter on the row's one stop).
  await ownerPage.goto('/');
  const home = remoteArea(ownerPage, 'mfe_setup');
  await expect(home.getByTestId('timeline-count')).toHaveText('1/45');
  await shot(ownerPage, 'home');
  const timeline = home.getByRole('list', { name: '1 of 45 build-out tasks completed' });
  const bank = timeline.getByRole('button', { name: /\. Open a business bank account, Completed$/ });
  await bank.click();
  const detail = ownerPage.getByRole('dialog', { name: 'Open a business bank account' });
  await expect(detail.getByText('Completed', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: "I've done this" })).toHaveCount(0);
  await ownerPage.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  // By keyboard: focus is back on the dot; Home moves to the first step, Enter opens it.
  await expect(bank).toBeFocused();
  await ownerPage.keyboard.press('Home');
  const first = timeline.getByRole('button').first();
  await expect(first).toBeFocused();
  const name = (await first.getAttribute('aria-label'))!.replace(/^1\. (.*), Awaiting Completion$/, '$1');
  await ownerPage.keyboard.press('Enter');
  await expect(ownerPage.getByRole('dialog', { name })).toBeVisible();
  await expect(ownerPage.getByRole('dialog', { name }).getByRole('button', { name: "I've done this" })).toBeVisible();
});

test('an admin delivers a document; the owner is notified, opens it, and Download all gives every document in one zip', async ({
  browser,
}) => {
  const ownerPage = await (await browser.newContext({ acceptDownloads: true })).newPage();
  const adminPage = await (await browser.newContext()).newPage();

  // The owner's own document first (their upload, through the API as the screen does).
  const path = `${owner.id}/1700000000000_statement.pdf`;
  expect(
    (await owner.db.storage.from('user-documents').upload(path, pdf('statement'), { contentType: 'application/pdf' })).error,
  ).toBeNull();
  expect(
    (await owner.db.from('business_documents').insert({ document_type: 'Bank_Statements', document_name: 'statement.pdf', file_url: path }))
      .error,
  ).toBeNull();

  await openSignedIn(adminPage, admin, `/clients/${owner.id}`);
  const documents = adminPage.getByRole('region', { name: 'Documents' });
  await documents.getByLabel('Section').selectOption('Standard_Corporate');
  await documents
    .getByLabel('Document to deliver')
    .setInputFiles({ name: 'EIN letter.pdf', mimeType: 'application/pdf', buffer: pdf('ein') });
  await documents.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(adminPage.getByText('Document delivered: the client is notified')).toBeVisible({ timeout: 30_000 });
  await expect(documents.getByRole('row', { name: /EIN letter\.pdf/ })).toContainText('An advisor');
  await shot(adminPage, 'admin-client-documents');

  // The owner: the bell, then the document, marked as the advisor's.
  await openSignedIn(ownerPage, owner, '/');
  const bell = ownerPage.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await bell.click();
  await ownerPage
    .getByRole('region', { name: 'Notifications', exact: true })
    .getByRole('button', { name: /New document from your advisor: EIN letter\.pdf/ })
    .click();
  await expect(ownerPage).toHaveURL(/\/documents\?focus=/);
  const area = remoteArea(ownerPage, 'mfe_setup');
  const row = area.getByTestId('panel-Standard Corporate').getByTestId('document-row');
  await expect(row).toContainText('EIN letter.pdf');
  await expect(row).toContainText('From your advisor');
  // An empty section says what belongs in it.
  await expect(area.getByTestId('panel-Marketing & PR')).toContainText('What belongs here: Press releases');
  await shot(ownerPage, 'documents');
  await expectNoSeriousViolations(ownerPage, 'mfe_setup');
  const opening = ownerPage.waitForEvent('download');
  await row.getByRole('button', { name: 'Download EIN letter.pdf' }).click();
  const opened = await opening;
  expect(opened.suggestedFilename()).toBe('EIN letter.pdf');
  expect((await (await opened.createReadStream()).toArray()).join('')).toContain('% ein');

  // Download all: one archive, every document in its section's folder, bytes unchanged.
  const archiving = ownerPage.waitForEvent('download');
  await area.getByRole('button', { name: 'Download all (.zip)' }).click();
  const archive = await archiving;
  expect(archive.suggestedFilename()).toBe('business-documents.zip');
  const zip = unzipSync(new Uint8Array(Buffer.concat(await (await archive.createReadStream()).toArray())));
  const { count } = await owner.db.from('business_documents').select('id', { count: 'exact', head: true });
  // Every document of the owner (the task submitted with a file earlier in this file adds its own).
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(['Financial Documents/statement.pdf', 'Standard Corporate/EIN letter.pdf']));
  expect(Object.keys(zip)).toHaveLength(count!);
  expect(Buffer.from(zip['Standard Corporate/EIN letter.pdf']).toString()).toBe(pdf('ein').toString());
  expect(Buffer.from(zip['Financial Documents/statement.pdf']).toString()).toBe(pdf('statement').toString());
});

test('"Ask my advisor" opens Support Chat with the task quoted', async ({ page }) => {
  await openSignedIn(page, owner, '/compliance');
  const area = remoteArea(page, 'mfe_setup');
  await area.getByTestId('compliance-tile').filter({ hasText: 'Obtain your EIN' }).click();
  await page.getByRole('dialog', { name: 'Obtain your EIN' }).getByRole('button', { name: 'Ask my advisor' }).click();
  await expect(page).toHaveURL(/\/support\?task=/);
  const composer = remoteArea(page, 'mfe_content').getByRole('textbox', { name: /message/i });
  await expect(composer).toHaveValue(/^> Task: "Obtain your EIN" \(Awaiting Completion, due .+\)\n\n$/);
  await shot(page, 'support-quoted');
});
