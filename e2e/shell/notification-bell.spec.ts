import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { inbox, newClients, nodeUrl, openSignedIn, stackState, type E2eUser } from '../support';

// Two browsers: an admin completes a client's task; the client's open page hears of it within 2 s. Then the
// e-mail: with "Email Notifications" on (the default) it is in the inbox; its unsubscribe link works signed
// out; with it off, the next one is not mailed.
/** What pg_cron does every minute (through pg_net): send what is waiting. Called here so the journey need not wait a minute. */
async function sendNotificationMails(): Promise<void> {
  const { apiUrl, serviceKey } = stackState();
  const res = await fetch(`${nodeUrl(apiUrl)}/functions/v1/send-notification-mails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${serviceKey}` },
  });
  expect(res.status).toBe(200);
}
test.describe.configure({ timeout: 240_000 });

/** A Phoenix frame as sent on Realtime's socket (an array with protocol 2.0.0, an object with 1.0.0); binary frames are null. */
function phoenixFrame(payload: string | Buffer): { ref: unknown; topic: unknown; event: unknown; payload: Record<string, unknown> } | null {
  if (typeof payload !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(payload);
    if (Array.isArray(frame))
      return { ref: frame[1], topic: frame[2], event: frame[3], payload: (frame[4] ?? {}) as Record<string, unknown> };
    return frame as { ref: unknown; topic: unknown; event: unknown; payload: Record<string, unknown> };
  } catch {
    return null;
  }
}

/** Resolves once the page's Realtime socket says the private channel `topic` is joined (Realtime's ok to its private join). */
function joinedPrivately(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) => {
    const joins = new Set<unknown>();
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        const frame = phoenixFrame(payload);
        const config = (frame?.payload.config ?? {}) as { private?: boolean };
        if (frame?.topic === `realtime:${topic}` && frame.event === 'phx_join' && config.private === true) joins.add(frame.ref);
      });
      socket.on('framereceived', ({ payload }) => {
        const frame = phoenixFrame(payload);
        if (frame?.event === 'phx_reply' && joins.has(frame.ref) && frame.payload.status === 'ok') resolve();
      });
    });
  });
}

const email = `bell${randomUUID().slice(0, 8)}@test.local`;
let client: E2eUser;
let clientId = '';

test.beforeAll(async () => {
  [client] = await newClients([email]);
  clientId = client.id;
});

test('the bell: live count, announcement and toast, the panel, opening a notification, and its e-mail by preference', async ({
  browser,
}) => {
  const clientContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const adminPage = await adminContext.newPage();

  await openSignedIn(adminPage, 'admin', `/clients/${clientId}`);
  const tasks = adminPage.getByRole('region', { name: 'Build-out tasks' });
  await expect(tasks.getByText('0 of 45 completed')).toBeVisible({ timeout: 45_000 });

  const live = joinedPrivately(clientPage, `notifications:${clientId}`);
  await openSignedIn(clientPage, client, '/account');
  const bell = clientPage.getByRole('button', { name: /^Notifications/ });
  // The bell arrives after the first screen (when the page is idle): its own button says whether its panel is open.
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(clientPage.getByRole('region', { name: 'Notifications', exact: true })).toContainText('You have no notifications yet.');
  await bell.click();
  await live;

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
  // Business Formation, at the task the notification is about (its declared `focus`).
  await expect(clientPage).toHaveURL(/\/\?focus=[0-9a-f-]{36}$/);
  await expect(bell).toHaveAccessibleName('Notifications');

  // Mark all read: nothing left unread.
  await bell.click();
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

  // E-mail on (the default): the notification is mailed, once, with RFC 8058's one-click unsubscribe.
  await sendNotificationMails();
  await sendNotificationMails();
  const mailed = (await inbox(email)).filter((m) => m.subject.startsWith('Task completed: '));
  expect(mailed).toHaveLength(1);
  expect(mailed[0].headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(mailed[0].headers['List-Unsubscribe']).toMatch(/^<.+\/functions\/v1\/unsubscribe\?token=.+>$/);

  // The unsubscribe link, signed out: a confirm page, and only the button turns e-mails off.
  const link = mailed[0].links.find((l) => l.includes('/unsubscribe?token='))!;
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible({ timeout: 20_000 });
  await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(stranger.getByRole('status').filter({ hasText: 'You will no longer receive notification e-mails.' })).toBeVisible();
  await strangerContext.close();

  // The mail's own link opens the notification's screen for its signed-in reader (the id leaves the address).
  const opener = new URL(mailed[0].links.find((l) => l.includes('/?notification='))!);
  await clientPage.goto(`/${opener.search}`);
  await expect(clientPage).toHaveURL(/\/\?focus=[0-9a-f-]{36}$/, { timeout: 20_000 });

  // E-mail off: My Account's switch says so, and the next notification is not mailed.
  await clientPage.goto('/account');
  await expect(clientPage.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked({ timeout: 20_000 });
  await tasks.getByRole('combobox').nth(1).selectOption('Completed');
  await expect(tasks.getByText('2 of 45 completed')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 5000 });
  await sendNotificationMails();
  expect((await inbox(email)).filter((m) => m.subject.startsWith('Task completed: '))).toHaveLength(1);

  await clientContext.close();
  await adminContext.close();
});
