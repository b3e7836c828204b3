import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, newUserWithDb, openSignedIn, remoteArea, type UserWithDb } from '../support';

// Business Compliance as a fresh client of the real stack; the admin (through supabase-js, RLS allows
// admins) completes one task, which then sorts first.
// Each journey signs in, reloads and runs axe: give it room on a busy machine.
test.describe.configure({ timeout: 120_000 });

let client: UserWithDb;
let admin: UserWithDb;

test.beforeAll(async () => {
  client = await newUserWithDb('client', { tag: 'buildout-client', name: 'Compliance Client' });
  admin = await newUserWithDb('admin', { tag: 'buildout-admin', name: 'Compliance Admin' });
});

test('the 45 tiles, Completed first, the detail dialog, and Add to calendar (.ics)', async ({ page }) => {
  const { data: last } = await client.db.from('tasks').select('id, task_name').eq('position', 45).single();
  const { error } = await admin.db.from('tasks').update({ task_status: 'Completed' }).eq('id', last!.id);
  expect(error).toBeNull();

  await openSignedIn(page, client, '/compliance');
  const area = remoteArea(page, 'mfe_setup');
  await expect(area.getByRole('heading', { level: 1, name: 'Business Compliance' })).toBeVisible();
  const tiles = area.getByTestId('compliance-tile');
  await expect(tiles).toHaveCount(45);
  await expect(tiles.first()).toContainText(last!.task_name);
  await expect(tiles.first()).toContainText('Completed');
  await expect(tiles.nth(1)).toContainText('Awaiting Completion');
  await expect(area.getByText('1 of 45 tasks completed')).toBeVisible();

  await tiles.nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Priority')).toBeVisible();
  await expect(dialog.getByText('Due date')).toBeVisible();
  await expect(dialog.getByText('Status')).toBeVisible();
  await expectNoSeriousViolations(page, 'mfe_setup');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const downloading = page.waitForEvent('download');
  await area.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('build-out-tasks.ics');
  const ics = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  // RFC 5545: CRLF lines of at most 75 octets, one VEVENT per open task with a DATE due date.
  const physical = ics.split('\r\n');
  expect(physical.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const lines = ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(44);
  expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(44);
  expect(lines.filter((l) => /^DTSTART;VALUE=DATE:\d{8}$/.test(l))).toHaveLength(44);
  expect(new Set(lines.filter((l) => l.startsWith('UID:'))).size).toBe(44);
  expect(lines.some((l) => l === `SUMMARY:${last!.task_name.replace(/,/g, '\\,')}`)).toBe(false);
});

test('axe: Business Compliance has no serious or critical violation', async ({ page }) => {
  await openSignedIn(page, client, '/compliance');
  await expect(remoteArea(page, 'mfe_setup').getByTestId('compliance-tile')).toHaveCount(45);
  await expectNoSeriousViolations(page, 'mfe_setup');
});
