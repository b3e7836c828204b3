import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { asRole, pgErrorOf } from './support/as-role';
import { createUser, type TestUser } from './support/users';

describe('users: sign-up trigger, roles, JWT role, 45 tasks', () => {
  let stack: TestStack;
  let client: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    stack = await startTestStack();
    [client, other, admin] = await Promise.all([
      createUser(stack, 'client'),
      createUser(stack, 'other'),
      createUser(stack, 'admin', 'admin'),
    ]);
  });
  afterAll(() => stack.stop());

  const userRow = async (id: string) => (await stack.sql('select * from public.users where id = $1', [id]))[0];
  const appRole = async (id: string) =>
    (await stack.sql(`select raw_app_meta_data ->> 'role' as role from auth.users where id = $1`, [id]))[0].role;

  it('creates public.users from the auth user, as a client, with the role in app_metadata', async () => {
    expect(await userRow(client.id)).toMatchObject({
      email: client.email,
      name: 'client name',
      phone: '+1 555 0000',
      role: 'client',
      provider: 'email',
    });
    expect(await appRole(client.id)).toBe('client');
    const [meta] = await stack.sql(`select raw_app_meta_data from auth.users where id = $1`, [client.id]);
    expect(meta.raw_app_meta_data).toMatchObject({ provider: 'email', providers: ['email'], role: 'client' });
  });

  it('gives every new client their own 45 tasks from the template, none to an admin', async () => {
    const [row] = await stack.sql(
      `select count(*)::int as n, count(distinct template_id)::int as templates, min(position) as first, max(position) as last,
              bool_and(task_status = 'Awaiting Completion') as open, bool_and(task_due_date >= current_date) as dated
         from public.tasks where user_id = $1`,
      [client.id],
    );
    expect(row).toEqual({ n: 45, templates: 45, first: 1, last: 45, open: true, dated: true });
    const [tpl] = await stack.sql(`select count(*)::int as n, count(distinct task_priority)::int as priorities from public.task_templates`);
    expect(tpl).toEqual({ n: 45, priorities: 3 });
    const [adminTasks] = await stack.sql('select count(*)::int as n from public.tasks where user_id = $1', [admin.id]);
    expect(adminTasks.n).toBe(0);
  });

  it('keeps public.users in step when the auth e-mail or metadata change', async () => {
    const email = `renamed.${client.id.slice(0, 8)}@test.local`;
    await stack.sql(
      `update auth.users set email = $2, raw_user_meta_data = raw_user_meta_data || '{"name":"New Name","phone":"+1 555 9999"}' where id = $1`,
      [client.id, email],
    );
    expect(await userRow(client.id)).toMatchObject({ email, name: 'New Name', phone: '+1 555 9999', role: 'client' });
    client = { ...client, email };
  });

  it('keeps the role in app_metadata when the auth server rewrites app_metadata', async () => {
    await stack.sql(`update auth.users set raw_app_meta_data = '{"provider":"email","providers":["email","google"]}' where id = $1`, [
      admin.id,
    ]);
    expect(await appRole(admin.id)).toBe('admin');
    expect((await userRow(admin.id)).role).toBe('admin');
  });

  it('refuses a client changing their own role, with a clear error', async () => {
    const error = await pgErrorOf(() =>
      asRole(stack, client, (tx) => tx.query(`update public.users set role = 'admin' where id = $1`, [client.id])),
    );
    expect(error).toEqual({ code: '42501', message: 'Only an admin can change a role.' });
    expect((await userRow(client.id)).role).toBe('client');
    expect(await appRole(client.id)).toBe('client');
  });

  it('refuses a client changing another user, or their own e-mail through public.users', async () => {
    await asRole(stack, client, (tx) => tx.query(`update public.users set name = 'hacked' where id = $1`, [other.id]));
    expect((await userRow(other.id)).name).toBe('other name');
    const error = await pgErrorOf(() =>
      asRole(stack, client, (tx) => tx.query(`update public.users set email = 'x@y.z' where id = $1`, [client.id])),
    );
    expect(error?.code).toBe('42501');
  });

  it('lets a client edit their own name and phone', async () => {
    await asRole(stack, client, (tx) =>
      tx.query(`update public.users set name = 'Casey', phone = '+1 555 1234' where id = $1`, [client.id]),
    );
    expect(await userRow(client.id)).toMatchObject({ name: 'Casey', phone: '+1 555 1234' });
  });

  it('lets an admin change a role, and the token role follows', async () => {
    await asRole(stack, admin, (tx) => tx.query(`update public.users set role = 'user' where id = $1`, [other.id]));
    expect((await userRow(other.id)).role).toBe('user');
    expect(await appRole(other.id)).toBe('user');
  });

  it('accepts a role set by the service role, in public.users or in app_metadata', async () => {
    await stack.ctx.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
      await tx.query(`update public.users set role = 'client' where id = $1`, [other.id]);
    });
    expect(await appRole(other.id)).toBe('client');
    await stack.sql(`update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"user"}' where id = $1`, [other.id]);
    expect((await userRow(other.id)).role).toBe('user');
  });

  it('rejects an unknown role', async () => {
    const error = await pgErrorOf(() => stack.sql(`update public.users set role = 'owner' where id = $1`, [other.id]));
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('users_role_is_admin_client_or_user');
  });

  it('gives a user who becomes a client their 45 tasks, once', async () => {
    await stack.sql(`delete from public.tasks where user_id = $1`, [other.id]);
    await stack.sql(`update public.users set role = 'client' where id = $1`, [other.id]);
    await stack.sql(`update public.users set role = 'user' where id = $1`, [other.id]);
    await stack.sql(`update public.users set role = 'client' where id = $1`, [other.id]);
    const [row] = await stack.sql('select count(*)::int as n from public.tasks where user_id = $1', [other.id]);
    expect(row.n).toBe(45);
  });

  it('is_admin() answers for the caller', async () => {
    const ask = (u: TestUser) =>
      asRole(stack, u, async (tx) => (await tx.query<{ a: boolean }>('select public.is_admin() as a')).rows[0].a);
    expect(await ask(admin)).toBe(true);
    expect(await ask(client)).toBe(false);
  });

  it('deleting the auth user removes the portal user and their data', async () => {
    const temp = await createUser(stack, 'temp');
    await stack.sql('delete from auth.users where id = $1', [temp.id]);
    const [row] = await stack.sql(
      'select (select count(*) from public.users where id = $1)::int as u, (select count(*) from public.tasks where user_id = $1)::int as t',
      [temp.id],
    );
    expect(row).toEqual({ u: 0, t: 0 });
  });
});
