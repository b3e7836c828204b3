import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newUserWithDb, openSignedIn, type UserWithDb } from '../support';

// A chat notification opens the conversation it is about (issue 50): the notification stores its conversation in
// `params`, and the inbox declares `conversation` among its query parameters, so the bell (and the e-mail link,
// `/?notification=<id>`) open `/conversations?conversation=<id>` with that conversation shown.
test.describe.configure({ timeout: 180_000 });

let client: UserWithDb;
let admin: UserWithDb;

test.beforeAll(async () => {
  client = await newUserWithDb('client', { tag: 'chat-bell', name: 'Quincy Bellweather' });
  admin = await newUserWithDb('admin', { tag: 'chat-bell-admin' });
});

async function ask(body: string): Promise<{ id: string; conversation_id: string }> {
  const { data, error } = await client.db.rpc('send_message', { body, client_id: randomUUID(), attachments: [] }).single();
  if (error) throw error;
  return data as { id: string; conversation_id: string };
}

/** The admin's newest chat notification about the conversation (written by the message's trigger), other than `seen`. */
async function notificationAbout(conversation: string, seen = ''): Promise<string> {
  let id = '';
  await expect
    .poll(async () => {
      const { data } = await admin.db
        .from('notifications')
        .select('id, params')
        .eq('kind', 'chat_message')
        .order('created_at', { ascending: false });
      id = data?.find((n) => (n.params as { conversation?: string }).conversation === conversation)?.id ?? '';
      return id !== '' && id !== seen;
    })
    .toBe(true);
  return id;
}

test('a chat notification opens its conversation in the inbox, from the bell and from its e-mail link', async ({ page }) => {
  const first = await ask('Can someone look at my EIN letter?');
  const bellRow = await notificationAbout(first.conversation_id);

  await openSignedIn(page, admin, '/clients');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await panel
    .getByRole('button', { name: /Unread: New Support Chat message/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/conversations\\?conversation=${first.conversation_id}$`));
  const open = page.getByRole('region', { name: 'Conversation with Quincy Bellweather' });
  await expect(open.getByRole('log')).toContainText('Can someone look at my EIN letter?');

  // The e-mail's link: the notification of the next message.
  await ask('And the operating agreement too.');
  const mailed = await notificationAbout(first.conversation_id, bellRow);
  await page.goto(`/?notification=${mailed}`);
  await expect(page).toHaveURL(new RegExp(`/conversations\\?conversation=${first.conversation_id}$`));
  await expect(page.getByRole('region', { name: 'Conversation with Quincy Bellweather' }).getByRole('log')).toContainText(
    'And the operating agreement too.',
  );
});
