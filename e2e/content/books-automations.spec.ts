import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dbAs, newClients, openSignedIn, seriousViolations, testUser } from '../support';

// Journeys of several screens with real uploads and axe: generous on a busy machine.
test.describe.configure({ timeout: 120_000 });

// Journeys of many real round trips (and axe, seconds on a busy machine): more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const run = randomUUID().slice(0, 6);

test('the admin adds, refuses a bad URL, re-orders and deletes a book; clients only read', async ({ page }) => {
  await openSignedIn(page, 'admin', '/wealth-secrets');
  await expect(page.getByRole('heading', { level: 1, name: 'Elite Financial Strategy Series' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Book' });
  await dialog.getByLabel('Title').fill(`Book ${run}`);
  await dialog.getByLabel('Download URL').fill('not-a-url');
  await dialog.getByRole('button', { name: 'Add Book' }).click();
  await expect(dialog.getByText('Enter a valid URL (https://...)')).toBeVisible();
  await dialog.getByLabel('Download URL').fill('https://example.com/book.pdf');
  await dialog.getByRole('button', { name: 'Add Book' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('article', { name: `Book ${run}` })).toBeVisible();
  expect(await seriousViolations(page, 'mfe_content')).toEqual([]);

  // Re-order: the new book (last) moves up one place.
  await page.getByRole('button', { name: 'Re-order Books' }).click();
  const reorder = page.getByRole('dialog', { name: 'Re-order Books' });
  await reorder.getByText(`Book ${run}`).click();
  await reorder.getByRole('button', { name: 'Move Up' }).click();
  await reorder.getByRole('button', { name: 'Save Order' }).click();
  await expect(reorder).toBeHidden();
  await page.reload();
  await expect(page.getByRole('article', { name: `Book ${run}` })).toBeVisible();
  const titles = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(titles.indexOf(`Book ${run}`)).toBe(titles.length - 2);

  // A client reads the book but has no controls, and the server refuses its writes.
  const asClient = await dbAs(await testUser('client'));
  const { error } = await asClient.from('elite_books').insert({ title: 'Hack', path: 'https://x.test' });
  expect(error?.code).toBe('42501');

  await page.getByRole('button', { name: `Delete Book ${run}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(`Are you sure you want to delete "Book ${run}"? This action cannot be undone.`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name: `Book ${run}` })).toHaveCount(0);
});

test('a client sees books and automations without management controls', async ({ page }) => {
  await openSignedIn(page, 'client', '/wealth-secrets');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Book' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download' }).first()).toBeVisible();
  await page.goto('/automations');
  await expect(page.getByRole('heading', { level: 1, name: 'Automations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Automation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request Automation' })).toBeVisible();
  expect(await seriousViolations(page, 'mfe_content')).toEqual([]);
});

test('stored HTML of an automation renders its text and runs nothing', async ({ page }) => {
  await openSignedIn(page, 'admin', '/automations');
  await page.getByRole('button', { name: 'Add Automation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Automation' });
  await dialog.getByLabel('Name').fill(`XSS ${run}`);
  await dialog
    .getByLabel('Description (HTML allowed)')
    .fill(
      `<b>Safe ${run}</b><img src=x onerror="window.__xss='img'"><script>window.__xss='script'</script><a href="javascript:window.__xss='link'">click</a>`,
    );
  // The emoji select: "Custom emoji/image" and the 20 presets; the image viewer opens the stored image in a new tab.
  await expect(dialog.getByRole('combobox', { name: 'Emoji' }).locator('option')).toHaveCount(21);
  await dialog.getByRole('combobox', { name: 'Emoji' }).selectOption('🚀');
  await dialog
    .getByLabel('Automation Image/File')
    .setInputFiles('infra/supabase/seed-files/business-documents/training_videos/thumbnails/demo_welcome.png');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  const card = page.getByRole('article', { name: `XSS ${run}` });
  await expect(card.getByText('🚀')).toBeVisible();
  await card.getByRole('button', { name: `View the image of XSS ${run}` }).click();
  const viewer = page.getByRole('dialog', { name: `XSS ${run}` });
  await expect(viewer.getByRole('img', { name: `Image of XSS ${run}` })).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('target', '_blank');
  await expect(viewer.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', /token=/);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(card.locator('b', { hasText: `Safe ${run}` })).toBeVisible();
  await expect(card.locator('script')).toHaveCount(0);
  await expect(card.locator('[onerror]')).toHaveCount(0);
  // The javascript: link keeps its text but loses its href (so it is no link); clicking the text runs nothing.
  await expect(card.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await card.getByText('click', { exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  await expect(card.getByText('active')).toBeVisible();

  await card.getByRole('button', { name: `Delete Automation XSS ${run}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name: `XSS ${run}` })).toHaveCount(0);
});

test("a client's automation request is stored, shown to them and the admin, and hidden from other clients", async ({ page }) => {
  await openSignedIn(page, 'client', '/automations');
  await page.getByRole('button', { name: 'Request Automation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request New Automation' });
  await dialog.getByLabel('Automation Type').fill(`Invoices ${run}`);
  await dialog.getByLabel('Description').fill('Send invoices every Friday');
  await dialog.getByLabel('High Priority').check();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(`Invoices ${run}`) })).toContainText('New');

  const email = `req-${randomUUID().slice(0, 8)}@test.local`;
  await newClients([email]);
  const asOther = await dbAs(email);
  const { data } = await asOther.from('request_automations').select('id').eq('type', `Invoices ${run}`);
  expect(data).toEqual([]);

  await openSignedIn(page, 'admin', '/automations');
  const row = page.getByRole('row', { name: new RegExp(`Invoices ${run}`) });
  await row.getByRole('combobox').selectOption('in_progress');
  await expect(row.getByRole('combobox')).toHaveValue('in_progress');
});
