import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, newUserWithDb, openSignedIn, remoteArea, type UserWithDb } from '../support';

// The dashboard home of a fresh client on the real stack: their 45 tasks, activities, and the admin
// completing tasks (through supabase-js as the admin: RLS lets admins set a client's task status).
// Each journey signs in, reloads and runs axe: give it room on a busy machine.
test.describe.configure({ timeout: 120_000 });

let client: UserWithDb;
let admin: UserWithDb;

test.beforeAll(async () => {
  client = await newUserWithDb('client', { tag: 'buildout-client', name: 'Home Client' });
  admin = await newUserWithDb('admin', { tag: 'buildout-admin', name: 'Home Admin' });
});

test('a new client sees their build-out; an activity added survives a reload; the status rule; edit and delete', async ({ page }) => {
  await openSignedIn(page, client, '/');
  const area = remoteArea(page, 'mfe_setup');
  await expect(area.getByRole('heading', { level: 1, name: 'Business Formation' })).toBeVisible();
  await expect(area.getByRole('heading', { name: 'Business Build Out Timeline' })).toBeVisible();
  await expect(area.getByTestId('timeline-count')).toHaveText('0/45');
  await expect(area.getByTestId('overall-progress')).toHaveText('0/45');
  await expect(area.getByTestId('current-phase')).toHaveText('Business Formation');
  await expect(area.getByText('Progress Overview')).toHaveCount(0);
  await expect(area.getByRole('button', { name: 'View Documents' })).toBeVisible();
  await expect(area.getByRole('button', { name: 'Support' })).toBeVisible();
  await expect(area.getByRole('button', { name: 'Download All Business Documents' })).toBeVisible();
  const clock = area.getByTestId('clock');
  const before = await clock.textContent();
  await expect(clock).not.toHaveText(before!, { timeout: 3000 });

  await area.getByRole('button', { name: 'Add Activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Activity' });
  // An empty title silently does nothing.
  await dialog.getByRole('button', { name: 'Add Activity' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Title').fill('Call the bank');
  await dialog.getByLabel('Notes').fill('Ask about the business debit card');
  await dialog.getByLabel('Status').selectOption('urgent');
  await dialog.getByRole('button', { name: 'Add Activity' }).click();
  await expect(dialog.getByText("Only 'completed' or 'in-progress' statuses are allowed for regular activities.")).toBeVisible();
  await dialog.getByLabel('Status').selectOption('in-progress');
  await dialog.getByRole('button', { name: 'Add Activity' }).click();
  await expect(dialog).toBeHidden();
  const list = area.getByRole('list', { name: 'Recent Activities' });
  await expect(list.getByText('Call the bank')).toBeVisible();

  await page.reload();
  await expect(list.getByText('Call the bank')).toBeVisible();
  await expect(list.getByText('Ask about the business debit card')).toBeVisible();
  // Compliance tasks are listed with the labels of every screen (no "Urgent"); each opens its detail.
  const compliance = list.getByTestId('activity-item').filter({ hasText: 'Compliance task' });
  await expect(compliance.first()).toBeVisible();
  await expect(compliance.first()).toContainText('Awaiting Completion');
  await expect(list.getByText('Urgent')).toHaveCount(0);
  await expect(compliance.first().getByRole('button')).toHaveCount(1);
  await expectNoSeriousViolations(page, 'mfe_setup');

  // Edit, then delete with confirmation (each dialog's code loads when it is first opened, after first paint).
  await list.getByRole('button', { name: 'Edit Call the bank' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Activity' });
  await edit.getByLabel('Title').fill('Call the bank again');
  await edit.getByRole('button', { name: 'Save Activity' }).click();
  await expect(edit).toBeHidden();
  await list.getByRole('button', { name: 'Delete Call the bank again' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete activity' });
  await expect(confirm.getByText('Delete "Call the bank again"? This cannot be undone.')).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByText('Call the bank again')).toHaveCount(0);
  await expect(page.getByText('Activity deleted')).toBeVisible();
});

test('the Contact Support activity shows Completed when done', async ({ page }) => {
  const { error } = await client.db.from('activities').insert({ title: 'Contact Support', notes: 'Welcome call', status: 'completed' });
  expect(error).toBeNull();
  await openSignedIn(page, client, '/');
  const item = remoteArea(page, 'mfe_setup').getByTestId('activity-item').filter({ hasText: 'Welcome call' });
  await expect(item.getByRole('button', { name: 'Completed' })).toBeVisible();
});

test("the admin marks tasks Completed and the client's progress, phase and pie move", async ({ page }) => {
  await openSignedIn(page, client, '/');
  const area = remoteArea(page, 'mfe_setup');
  await expect(area.getByTestId('overall-progress')).toHaveText('0/45');

  const { data: tasks } = await admin.db.from('tasks').select('id, position').eq('user_id', client.id).lte('position', 5);
  expect(tasks).toHaveLength(5);
  const { error } = await admin.db
    .from('tasks')
    .update({ task_status: 'Completed' })
    .in(
      'id',
      tasks!.map((t) => t.id),
    );
  expect(error).toBeNull();

  await page.reload();
  await expect(area.getByTestId('overall-progress')).toHaveText('5/45');
  await expect(area.getByTestId('timeline-count')).toHaveText('5/45');
  await expect(area.getByText('11% complete')).toBeVisible();
  await expect(area.getByTestId('current-phase')).toHaveText('Business Identity');
  await expect(area.getByRole('img', { name: '5 of 45 tasks completed (11%)' })).toBeVisible();
  await expectNoSeriousViolations(page, 'mfe_setup');
});
