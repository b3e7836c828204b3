import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newClients, openSignedIn, seriousViolations } from '../support';

// Journeys of several screens with real uploads and axe: generous on a busy machine.
test.describe.configure({ timeout: 120_000 });

const run = randomUUID().slice(0, 6);
const prefix = `lst${run}`;
// 26 clients (one more than a page), created in reverse e-mail order: the newest has the first e-mail.
const emails = Array.from({ length: 26 }, (_, i) => `${prefix}-${String(25 - i).padStart(2, '0')}@test.local`);

test.beforeAll(async () => {
  await newClients(emails);
});

const firstEmail = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Clients' }).getByRole('row').nth(1).getByRole('cell').nth(1);

test('the four sorts, paging and search run on the server and the URL keeps them', async ({ page }) => {
  await openSignedIn(page, 'admin', '/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText('A list of all registered clients including their details')).toBeVisible();

  await page.getByLabel('Search clients').fill(prefix);
  await expect(page).toHaveURL(new RegExp(`q=${prefix}`));
  await expect(page.getByText('Page 1 of 2 · 26 clients')).toBeVisible();
  // Newest First (default): the last created has e-mail -00
  await expect(firstEmail(page)).toHaveText(`${prefix}-00@test.local`);

  await page.getByLabel('Sort by').selectOption({ label: 'Oldest First' });
  await expect(firstEmail(page)).toHaveText(`${prefix}-25@test.local`);
  await page.getByLabel('Sort by').selectOption({ label: 'Email (A-Z)' });
  await expect(firstEmail(page)).toHaveText(`${prefix}-00@test.local`);
  await page.getByLabel('Sort by').selectOption({ label: 'Email (Z-A)' });
  await expect(firstEmail(page)).toHaveText(`${prefix}-25@test.local`);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Page 2 of 2 · 26 clients')).toBeVisible();
  await expect(firstEmail(page)).toHaveText(`${prefix}-00@test.local`);

  // A reload (or a shared link) shows the same view.
  await page.reload();
  await expect(page.getByText('Page 2 of 2 · 26 clients')).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('email_desc');
  await expect(page.getByLabel('Search clients')).toHaveValue(prefix);
  await expect(firstEmail(page)).toHaveText(`${prefix}-00@test.local`);
});

test('the list shows where each client stands (progress, program, advisor, last seen), no password column, and passes axe', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', `/clients?q=${prefix}`);
  const table = page.getByRole('table', { name: 'Clients' });
  await expect(table.getByRole('row')).toHaveCount(26);
  const headers = await table.getByRole('columnheader').allTextContents();
  expect(headers.slice(0, 6)).toEqual(['Name', 'Email', 'Progress', 'Program', 'Advisor', 'Last seen']);
  expect(headers.join(' ')).not.toContain('Password');
  await expect(table).not.toContainText('••••••••');
  // A new client: the 45 build-out tasks, none done; no request, no advisor.
  const first = table.getByRole('row').nth(1).getByRole('cell');
  await expect(first.nth(2)).toHaveText('0/45');
  await expect(first.nth(3)).toHaveText('-');
  await expect(first.nth(4)).toHaveText('-');
  await expect(first.nth(7)).toHaveText('email');
  expect(await seriousViolations(page, 'mfe_admin')).toEqual([]);
});

test('a search without matches shows the empty state', async ({ page }) => {
  await openSignedIn(page, 'admin', `/clients?q=nobody-${run}`);
  await expect(page.getByText('No clients found')).toBeVisible();
});
