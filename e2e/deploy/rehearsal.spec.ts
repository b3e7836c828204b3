import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { dbAs, PASSWORD, remoteArea } from '../support';
import { expectDashboard, signInThroughForm, signUpThroughForm } from '../auth/support/auth';

// docs/deploy.md, step 7 and after, on the portal `npm run deploy:rehearse` deployed: sign up in the browser, become
// admin with the guide's SQL (on the migration role's own connection, as in the SQL editor), sign out and in again (a
// new token carries the role), then what a first day uses: the admin's client list, a client's document uploaded and
// opened by the admin (open-document), a chat message and the advisor's reply. Every request goes through the
// grants the migrations give (no default privileges), the releases in Storage and nginx's configuration.
test.describe.configure({ mode: 'serial' });

const RUN = randomUUID().slice(0, 8);
const admin = { name: `Rehearsal Admin ${RUN}`, email: `admin-${RUN}@rehearsal.test`, phone: '', password: PASSWORD };
const client = { name: `Rehearsal Client ${RUN}`, email: `client-${RUN}@rehearsal.test`, phone: '', password: PASSWORD };

async function sqlEditor(text: string, values: unknown[]): Promise<number> {
  const connection = new pg.Client({ connectionString: process.env.REHEARSE_SQL_URL });
  await connection.connect();
  try {
    return (await connection.query(text, values)).rowCount ?? 0;
  } finally {
    await connection.end();
  }
}

/** Signs in through the form and waits for the signed-in portal (an admin lands on the admin home, a client on the dashboard). */
async function signIn(page: Page, user: { email: string; password: string }) {
  if (!page.url().endsWith('/signin')) await page.goto('/signin');
  await signInThroughForm(page, user.email, user.password);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');
}

test("sign up, made admin with the guide's SQL, signed in again: the client list", async ({ page }) => {
  await signUpThroughForm(page, client);
  await expectDashboard(page);
  await signOut(page);
  await signUpThroughForm(page, admin);
  await expectDashboard(page);
  // docs/deploy.md step 7, word for word but the address.
  expect(await sqlEditor("update public.users set role = 'admin' where email = $1", [admin.email])).toBe(1);
  await signOut(page);
  await signIn(page, admin);
  await page.goto('/clients');
  await page.getByLabel('Search clients').fill(client.name);
  await expect(page.getByRole('row', { name: new RegExp(client.name) })).toBeVisible();
});

test('a client uploads a document; the admin opens it through open-document', async ({ page }) => {
  await signIn(page, client);
  await page.goto('/documents');
  const panel = remoteArea(page, 'mfe_setup').getByTestId('panel-Standard Corporate');
  const head = Buffer.from('%PDF-1.4\n%rehearsal\n');
  await panel
    .getByLabel('Upload to Standard Corporate')
    .setInputFiles({ name: 'Articles.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([head, Buffer.alloc(4096, 0x20)]) });
  await panel.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Document uploaded successfully!')).toBeVisible({ timeout: 20_000 });
  await signOut(page);

  await signIn(page, admin);
  await page.goto('/documents');
  const row = remoteArea(page, 'mfe_setup').getByTestId('document-row').filter({ hasText: 'Articles.pdf' });
  await expect(row).toContainText(`Owner: ${client.name}`);
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download/ }).click();
  expect((await downloading).suggestedFilename()).toBe('Articles.pdf');
});

// FIXME (issue 48, open): on the rehearsal's stack (PostgreSQL, migrations applied by the Supabase CLI) the advisor's
// reply is saved and shows after a reload, but Realtime does not deliver it live; the same journey passes on the
// stack's own database (e2e/content/support-chat.spec.ts). Runs again once that is found.
test.fixme("a chat message and the advisor's reply", async ({ page }) => {
  await signIn(page, client);
  await page.goto('/support');
  const box = page.getByLabel('Message', { exact: true });
  await box.fill('Hello from the rehearsal');
  await box.press('Enter');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Hello from the rehearsal' })).toContainText('Sent');

  const advisor = await dbAs(admin.email); // signs in with the journeys' PASSWORD, the one the admin signed up with
  const { data: user } = await advisor.from('users').select('id').eq('email', client.email).single();
  const { data: conversation, error } = await advisor
    .from('conversations')
    .select('id')
    .eq('user_id', user!.id)
    .eq('status', 'open')
    .single();
  expect(error).toBeNull();
  expect((await advisor.rpc('take_conversation', { conversation_id: conversation!.id })).error).toBeNull();
  const reply = await advisor.rpc('send_message', { body: 'Welcome aboard.', client_id: randomUUID(), conversation_id: conversation!.id });
  expect(reply.error).toBeNull();
  const live = await page
    .getByTestId('chat-message')
    .filter({ hasText: 'Welcome aboard.' })
    .waitFor({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  if (!live) {
    // Say which part failed: the reply saved but not delivered live (Realtime), or not readable at all.
    await page.reload();
    const saved = await page
      .getByTestId('chat-message')
      .filter({ hasText: 'Welcome aboard.' })
      .waitFor({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    throw new Error(`the reply did not arrive live; after a reload it is ${saved ? 'there (Realtime did not deliver it)' : 'missing too'}`);
  }
});
