import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openSignedIn } from '../platform/support';
import { createClients, openSignedInAs } from '../admin/support';

// Two browsers: an admin completes a client's task; the client's open page hears of it within 2 s.
test.describe.configure({ timeout: 240_000 });

const email = `bell${randomUUID().slice(0, 8)}@test.local`;
let clientId = '';

test.beforeAll(async () => {
  [clientId] = await createClients([email]);
});

test('the bell: live count, announcement and toast, the panel, and opening a notification', async ({ browser }) => {
  const clientContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const adminPage = await adminContext.newPage();

  await openSignedIn(adminPage, 'admin', `/clients/${clientId}`);
  const tasks = adminPage.getByRole('region', { name: 'Build-out tasks' });
  await expect(tasks.getByText('0 of 45 completed')).toBeVisible({ timeout: 45_000 });

  await openSignedInAs(clientPage, email, '/account');
  const bell = clientPage.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeEnabled();
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(clientPage.getByRole('region', { name: 'Notifications', exact: true })).toContainText('You have no notifications yet.');
  await bell.click();
  // The bell has joined its Realtime channel once the panel could load; give the join a moment on a busy machine.
  await clientPage.waitForTimeout(1000);

  await tasks.getByRole('combobox').first().selectOption('Completed');
  await expect(tasks.getByText('1 of 45 completed')).toBeVisible();

  // Live: no reload; within 2 seconds of the admin's change being saved.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 2000 });
  // The toast ("Push Notifications" is on by default) stays 4 s: looked for first.
  await expect(clientPage.getByText(/^Task completed: /).first()).toBeVisible({ timeout: 3000 });
  await expect(clientPage.getByTestId('notification-count')).toHaveText('1');
  await expect(clientPage.getByRole('status').filter({ hasText: 'New notification: Task completed' })).toHaveCount(1);

  await bell.click();
  const panel = clientPage.getByRole('region', { name: 'Notifications', exact: true });
  const item = panel.getByRole('button', { name: /Task completed:/ });
  await expect(item).toContainText('on your business build-out.');
  await expect(item).toContainText('just now');
  await item.click();
  await expect(clientPage).toHaveURL(/\/$/);
  await expect(bell).toHaveAccessibleName('Notifications');

  // Mark all read: nothing left unread.
  await bell.click();
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

  await clientContext.close();
  await adminContext.close();
});
