import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

async function errorStatus(error: unknown): Promise<number | undefined> {
  return error instanceof FunctionsHttpError ? (error.context as Response).status : undefined;
}

describe('functions: get-clients and request-program', () => {
  let stack: TestStack;
  let admin: TestUser;
  let admin2: TestUser;
  const clients: TestUser[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await createUser(stack, 'admin', 'admin');
    admin2 = await createUser(stack, 'admin2', 'admin');
    for (const label of ['carol', 'alice', 'bob']) clients.push(await createUser(stack, label));
    // spread the creation dates so date order is well defined; one Google-only client (no password)
    await stack.sql(`update public.users set created_at = now() - interval '1 day' * $2 where id = $1`, [clients[0].id, 3]);
    await stack.sql(`update public.users set created_at = now() - interval '1 day' * $2 where id = $1`, [clients[1].id, 2]);
    await stack.sql(`update public.users set created_at = now() - interval '1 day' * $2 where id = $1`, [clients[2].id, 1]);
    await stack.sql(`update auth.users set encrypted_password = null where id = $1`, [clients[2].id]);
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('get-clients: 401 without a session, 403 for a client', async () => {
    const anon = await stack.client().functions.invoke('get-clients', { body: {} });
    expect(await errorStatus(anon.error)).toBe(401);
    const asClient = await signedInClient(stack, clients[0]);
    const { error } = await asClient.functions.invoke('get-clients', { body: { id: clients[0].id } });
    expect(await errorStatus(error)).toBe(403);
  });

  it('get-clients: every non-admin with has_password, newest first by default', async () => {
    const asAdmin = await signedInClient(stack, admin);
    const { data, error } = await asAdmin.functions.invoke('get-clients', { body: { id: admin.id } });
    expect(error).toBeNull();
    expect(data.total).toBe(3);
    expect(data.sort).toBe('date_desc');
    expect(data.clients.map((c: { email: string }) => c.email)).toEqual([clients[2].email, clients[1].email, clients[0].email]);
    expect(data.clients[0]).toEqual({
      id: clients[2].id,
      name: 'bob name',
      email: clients[2].email,
      phone: '+1 555 0000',
      provider: 'email',
      role: 'client',
      created_at: expect.any(String),
      has_password: false,
      // Where the client stands (admin_clients_standing): a new client's build-out, no request, no advisor yet.
      tasks_completed: expect.any(Number),
      tasks_total: expect.any(Number),
      program: null,
      program_status: null,
      advisor: null,
      last_seen_at: expect.anything(),
    });
    expect(data.clients[1].has_password).toBe(true);
    expect(JSON.stringify(data)).not.toMatch(/encrypted_password|\$2[aby]\$/);
  });

  it.each([
    ['date_asc', [0, 1, 2]],
    ['email_asc', [1, 2, 0]],
    ['email_desc', [0, 2, 1]],
  ])('get-clients: sort %s', async (sort, order) => {
    const asAdmin = await signedInClient(stack, admin);
    const { data } = await asAdmin.functions.invoke('get-clients', { body: { sort } });
    expect(data.clients.map((c: { email: string }) => c.email)).toEqual((order as number[]).map((i) => clients[i].email));
  });

  it('get-clients: pages, and refuses an unknown sort', async () => {
    const asAdmin = await signedInClient(stack, admin);
    const { data } = await asAdmin.functions.invoke('get-clients', { body: { sort: 'date_asc', page: 2, per_page: 2 } });
    expect(data).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(data.clients.map((c: { email: string }) => c.email)).toEqual([clients[2].email]);
    const bad = await asAdmin.functions.invoke('get-clients', { body: { sort: 'name' } });
    expect(await errorStatus(bad.error)).toBe(400);
  });

  it('request-program: records the request and e-mails every admin', async () => {
    await fetch(`${stack.inboxUrl}/api/messages`, { method: 'DELETE' });
    const client = clients[0];
    const asClient = await signedInClient(stack, client);
    const { data, error } = await asClient.functions.invoke('request-program', {
      body: { program: 'Advanced Business Build-Out Program', plan: '3 payments of $1,635', note: 'Call me after 5pm' },
    });
    expect(error).toBeNull();
    expect(data.notified).toBe(2);
    expect(data.request).toMatchObject({ user_id: client.id, program: 'Advanced Business Build-Out Program', status: 'new' });
    const { data: mine } = await asClient.from('program_requests').select('program, plan, note');
    expect(mine).toEqual([{ program: 'Advanced Business Build-Out Program', plan: '3 payments of $1,635', note: 'Call me after 5pm' }]);
    for (const to of [admin.email, admin2.email]) {
      const inboxOf = (await (await fetch(`${stack.inboxUrl}/api/messages?to=${encodeURIComponent(to)}`)).json()) as Array<{
        subject: string;
        text: string;
      }>;
      // The notification-mails job (every minute, as pg_cron runs it) may also mail the admins about the new clients
      // meanwhile (it did when this test crossed a minute): only program requests are this test's.
      const messages = inboxOf.filter((m) => m.subject.startsWith('Program request'));
      expect(messages).toHaveLength(1);
      expect(messages[0].subject).toBe('Program request: Advanced Business Build-Out Program');
      expect(messages[0].text).toContain(`Client id: ${client.id}`);
      expect(messages[0].text).toContain(`Email: ${client.email}`);
      expect(messages[0].text).toContain('Note: Call me after 5pm');
    }
  });

  it('request-program: refuses an unknown program and an anonymous caller', async () => {
    const asClient = await signedInClient(stack, clients[1]);
    const bad = await asClient.functions.invoke('request-program', { body: { program: 'Gold' } });
    expect(await errorStatus(bad.error)).toBe(400);
    const anon = await stack.client().functions.invoke('request-program', { body: { program: 'Standard Business Build-Out Program' } });
    expect(await errorStatus(anon.error)).toBe(401);
  });

  // Issue 20, item 7: bounded text and a per-client rate, through the function and the table alike.
  it('request-program: refuses a plan or note over 2,000 characters, and a sixth request within the hour', async () => {
    const client = clients[1];
    const asClient = await signedInClient(stack, client);
    const program = 'Standard Business Build-Out Program';
    const long = await asClient.functions.invoke('request-program', { body: { program, note: 'x'.repeat(2001) } });
    expect(await errorStatus(long.error)).toBe(400);
    expect(await (long.error as { context: Response }).context.clone().json()).toEqual({ error: 'note must be at most 2,000 characters' });
    const longPlan = await asClient.functions.invoke('request-program', { body: { program, plan: 'p'.repeat(2001) } });
    expect(await errorStatus(longPlan.error)).toBe(400);
    const direct = await asClient.from('program_requests').insert({ user_id: client.id, program, note: 'x'.repeat(2001) });
    expect(direct.error?.code).toBe('23514');

    // One open request per program (issue 51): the admin closes each before the next, so only the rate limit refuses.
    for (let i = 0; i < 5; i++) {
      const ok = await asClient.functions.invoke('request-program', { body: { program, note: 'n'.repeat(2000) } });
      expect(ok.error).toBeNull();
      await stack.sql(`update public.program_requests set status = 'closed' where user_id = $1`, [client.id]);
    }
    const sixth = await asClient.functions.invoke('request-program', { body: { program } });
    expect(await errorStatus(sixth.error)).toBe(429);
    const sixthDirect = await asClient.from('program_requests').insert({ user_id: client.id, program });
    expect(sixthDirect.status).toBe(429);
  });

  // Issue 51, item 4: no second request while one is open, whichever way it comes; payments count toward a request.
  it('request-program: a second request for a program still open is refused (409), in the table as well', async () => {
    const client = clients[0];
    const asClient = await signedInClient(stack, client);
    const program = 'Enterprise Plan Business Build-Out Program';
    const first = await asClient.functions.invoke('request-program', { body: { program, plan: 'Pay in full: $9,595' } });
    expect(first.error).toBeNull();
    const again = await asClient.functions.invoke('request-program', { body: { program } });
    expect(await errorStatus(again.error)).toBe(409);
    expect(await (again.error as { context: Response }).context.clone().json()).toEqual({
      error: 'You already requested this program. Its status is on My Account; your advisor will be in touch.',
    });
    const direct = await asClient.from('program_requests').insert({ user_id: client.id, program });
    expect(direct.error?.code).toBe('23505');
    // Contacted is still open; another program is fine; once closed, the program can be requested again.
    await stack.sql(`update public.program_requests set status = 'contacted' where user_id = $1 and program = $2`, [client.id, program]);
    expect((await asClient.from('program_requests').insert({ user_id: client.id, program })).error?.code).toBe('23505');
    expect(
      (await asClient.from('program_requests').insert({ user_id: client.id, program: 'Standard Business Build-Out Program' })).error,
    ).toBeNull();
    await stack.sql(`update public.program_requests set status = 'closed' where user_id = $1 and program = $2`, [client.id, program]);
    expect((await asClient.functions.invoke('request-program', { body: { program } })).error).toBeNull();
    const { data: mine } = await asClient
      .from('program_requests')
      .select('program, status')
      .neq('program', 'Advanced Business Build-Out Program')
      .order('created_at');
    expect(mine).toEqual([
      { program, status: 'closed' },
      { program: 'Standard Business Build-Out Program', status: 'new' },
      { program, status: 'new' },
    ]);
  });

  it("a payment is recorded against its own client's request only; the owner reads it with the request", async () => {
    const [owner, other] = [clients[0], clients[1]];
    const asAdmin = await signedInClient(stack, admin);
    const asOwner = await signedInClient(stack, owner);
    const { data: open } = await asOwner.from('program_requests').select('id').eq('status', 'new').order('created_at').limit(1).single();
    const paid = await asAdmin.from('payments').insert({
      user_id: owner.id,
      description: 'Installment 1',
      amount: 1600,
      date: '2026-12-01',
      status: 'completed',
      program_request_id: open!.id,
    });
    expect(paid.error).toBeNull();
    const stray = await asAdmin
      .from('payments')
      .insert({ user_id: other.id, description: 'Wrong client', amount: 10, date: '2026-12-01', program_request_id: open!.id });
    expect(stray.error?.code).toBe('23514');
    const { data: linked, error } = await asOwner.from('payments').select('amount, status').eq('program_request_id', open!.id);
    expect(error).toBeNull();
    expect(linked).toEqual([{ amount: 1600, status: 'completed' }]);
    const unknown = await asAdmin
      .from('payments')
      .insert({ user_id: owner.id, description: 'No such request', amount: 10, date: '2026-12-01', program_request_id: other.id });
    expect(unknown.error?.code).toBe('23514');
    // Another client sees neither.
    const asOther = await signedInClient(stack, other);
    expect((await asOther.from('program_requests').select('id').eq('id', open!.id)).data).toEqual([]);

    // The admin's Clients list: where the owner stands (their newest open request, progress, last seen).
    await stack.sql(
      `update public.tasks set task_status = 'Completed' where id in (select id from public.tasks where user_id = $1 limit 3)`,
      [owner.id],
    );
    const { data: listed } = await asAdmin.functions.invoke('get-clients', { body: { search: owner.email } });
    expect(listed.clients).toEqual([
      expect.objectContaining({
        id: owner.id,
        tasks_completed: 3,
        program: 'Enterprise Plan Business Build-Out Program',
        program_status: 'new',
        advisor: null,
        last_seen_at: expect.any(String),
      }),
    ]);
    expect(listed.clients[0].tasks_total).toBeGreaterThanOrEqual(3);
    expect((await asOwner.rpc('admin_clients_standing', { client_ids: [owner.id] })).error?.code).toBe('42501');

    // Deleting a request keeps its payment, unlinked.
    expect((await asAdmin.from('program_requests').delete().eq('id', open!.id)).error).toBeNull();
    const { data: kept } = await asOwner.from('payments').select('description, program_request_id').eq('description', 'Installment 1');
    expect(kept).toEqual([{ description: 'Installment 1', program_request_id: null }]);
  });

  // Issue 20, item 11 (b): without a mail provider nothing is saved, and the deploy check says so.
  it('request-program without a mail provider: 503 before saving, and check:deploy names what is missing', async () => {
    const checkDeploy = () =>
      promisify(execFile)(process.execPath, [path.resolve(__dirname, '../../scripts/check-deploy.mjs')], {
        env: { ...process.env, SUPABASE_URL: stack.url, SUPABASE_KEY: stack.publishableKey },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
    expect(await checkDeploy()).toEqual({ code: 0, stderr: '' });
    const saved = process.env.MAIL_API_URL;
    process.env.MAIL_API_URL = '';
    try {
      const asClient = await signedInClient(stack, clients[0]);
      const before = (await asClient.from('program_requests').select('id')).data!.length;
      const refused = await asClient.functions.invoke('request-program', { body: { program: 'Standard Business Build-Out Program' } });
      expect(await errorStatus(refused.error)).toBe(503);
      expect((await asClient.from('program_requests').select('id')).data!.length).toBe(before);
      const check = await checkDeploy();
      expect(check.code).toBe(1);
      expect(check.stderr).toContain('No mail provider is configured for request-program: set MAIL_API_URL and MAIL_API_KEY');
    } finally {
      if (saved === undefined) delete process.env.MAIL_API_URL;
      else process.env.MAIL_API_URL = saved;
    }
  });

  // Issue 20, item 11 (c): the new API keys work where the legacy JWT keys do; functions check the caller.
  it('accepts the publishable and secret keys; functions verify the caller themselves', async () => {
    expect(stack.publishableKey).toMatch(/^sb_publishable_/);
    expect(stack.secretKey).toMatch(/^sb_secret_/);
    const browser = stack.client(stack.publishableKey);
    expect((await browser.auth.signInWithPassword({ email: admin.email, password: admin.password })).error).toBeNull();
    const { data, error } = await browser.functions.invoke('get-clients', { body: {} });
    expect(error).toBeNull();
    expect(data.total).toBe(3);

    const anonymous = stack.client(stack.publishableKey);
    expect((await anonymous.from('program_requests').select('id')).data).toEqual([]);
    expect(await errorStatus((await anonymous.functions.invoke('get-clients', { body: {} })).error)).toBe(401);

    const server = stack.client(stack.secretKey);
    expect((await server.from('program_requests').select('id')).data!.length).toBeGreaterThan(0);
    const { data: listed, error: adminError } = await server.auth.admin.listUsers();
    expect(adminError).toBeNull();
    expect(listed.users.length).toBeGreaterThanOrEqual(5);
    expect(await errorStatus((await server.functions.invoke('get-clients', { body: {} })).error)).toBe(401);

    const forged = stack.client('sb_secret_not-this-projects-key-0000000');
    expect((await forged.from('program_requests').select('id')).error).not.toBeNull();
    // A forged user token never reaches a function's logic.
    const res = await fetch(`${stack.url}/functions/v1/get-clients`, {
      method: 'POST',
      headers: {
        apikey: stack.publishableKey,
        Authorization: `Bearer ${stack.anonKey.split('.').slice(0, 2).join('.')}.forged`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(res.status).toBe(401);
  });
});
