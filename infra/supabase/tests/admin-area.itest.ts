import { FunctionsHttpError } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { signedInClient } from './support/js-driver';
import { createUser, type TestUser } from './support/users';

async function errorStatus(error: unknown): Promise<number | undefined> {
  return error instanceof FunctionsHttpError ? (error.context as Response).status : undefined;
}

interface Overview {
  clients: number;
  new_this_week: number;
  new_this_month: number;
  average_completion: number;
  behind: Array<{ id: string; completed: number; total: number; overdue: number; percent: number }>;
  open_requests: number;
  recent_payments: Array<{ user_id: string; description: string; amount: number; name: string }>;
}

describe('admin area: client search and the overview', () => {
  let stack: TestStack;
  let admin: TestUser;
  const clients: TestUser[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await createUser(stack, 'admin', 'admin');
    for (const label of ['zoe_smith', 'yan', 'xavier']) clients.push(await createUser(stack, label));
    // zoe signed up two months ago; yan has done every task; xavier has two overdue tasks
    await stack.sql(`update public.users set created_at = now() - interval '70 days', name = 'Zoe 100% Smith' where id = $1`, [
      clients[0].id,
    ]);
    await stack.sql(`update public.tasks set task_status = 'Completed' where user_id = $1`, [clients[1].id]);
    await stack.sql(`update public.tasks set task_due_date = current_date - 3 where user_id = $1 and position in (1, 2)`, [clients[2].id]);
    await stack.sql(
      `insert into public.payments (user_id, description, amount, date, status, included) values ($1, 'Deposit', 1600, current_date, 'completed', false)`,
      [clients[1].id],
    );
    await stack.sql(`insert into public.program_requests (user_id, program) values ($1, 'Standard Business Build-Out Program')`, [
      clients[2].id,
    ]);
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('get-clients searches name or e-mail on the server, as a literal substring', async () => {
    const asAdmin = await signedInClient(stack, admin);
    const byEmail = await asAdmin.functions.invoke('get-clients', { body: { search: clients[1].email.toUpperCase() } });
    expect(byEmail.error).toBeNull();
    expect(byEmail.data).toMatchObject({ total: 1, search: clients[1].email.toUpperCase() });
    expect(byEmail.data.clients[0].id).toBe(clients[1].id);

    const byName = await asAdmin.functions.invoke('get-clients', { body: { search: 'zoe 100' } });
    expect(byName.data.clients.map((c: { id: string }) => c.id)).toEqual([clients[0].id]);
    // % and _ are not wildcards: each matches only the one client whose name or e-mail holds it
    for (const literal of ['%', '_']) {
      const { data } = await asAdmin.functions.invoke('get-clients', { body: { search: literal } });
      expect(data.clients.map((c: { id: string }) => c.id)).toEqual([clients[0].id]);
    }

    const none = await asAdmin.functions.invoke('get-clients', { body: { search: 'nobody-matches-this' } });
    expect(none.data).toMatchObject({ total: 0, clients: [] });
    const bad = await asAdmin.functions.invoke('get-clients', { body: { search: 42 } });
    expect(await errorStatus(bad.error)).toBe(400);
  });

  it('admin_list_clients is refused to clients and anonymous callers', async () => {
    const asClient = await signedInClient(stack, clients[0]);
    const { error } = await asClient.rpc('admin_list_clients', { sort: 'date_desc', page: 1, per_page: 10, search: null });
    expect(error?.code).toBe('42501');
    const anon = await stack.client().rpc('admin_list_clients', { sort: 'date_desc', page: 1, per_page: 10, search: null });
    expect(anon.error).not.toBeNull();
  });

  it('get_admin_overview gives the figures of the admin home as typed rows; admin_overview the same as JSON', async () => {
    const asAdmin = await signedInClient(stack, admin);
    const { data, error } = await asAdmin.rpc('get_admin_overview');
    expect(error).toBeNull();
    expect((await asAdmin.rpc('admin_overview')).data).toEqual(data);
    const overview = data as Overview;
    expect(overview.clients).toBe(3);
    expect(overview.new_this_month).toBe(2);
    expect(overview.new_this_week).toBeGreaterThanOrEqual(0);
    expect(overview.new_this_week).toBeLessThanOrEqual(2);
    expect(overview.average_completion).toBeCloseTo(100 / 3, 0);
    expect(overview.behind[0]).toMatchObject({ id: clients[2].id, overdue: 2, completed: 0, total: 45 });
    expect(overview.behind.map((b) => b.id)).not.toContain(clients[1].id);
    expect(overview.open_requests).toBe(1);
    expect(overview.recent_payments).toEqual([expect.objectContaining({ user_id: clients[1].id, description: 'Deposit', amount: 1600 })]);
  });

  it("get_admin_overview: a submitted task is the advisor's to confirm, not the owner's open or overdue work", async () => {
    const asAdmin = await signedInClient(stack, admin);
    const figures = async () => (await asAdmin.rpc('get_admin_overview', { behind_limit: 10 })).data as Overview;
    // xavier says one of his two overdue tasks is done: one overdue left.
    await stack.sql(`update public.tasks set task_status = 'Submitted', submitted_at = now() where user_id = $1 and position = 1`, [
      clients[2].id,
    ]);
    expect((await figures()).behind.find((b) => b.id === clients[2].id)).toMatchObject({ overdue: 1, completed: 0, total: 45 });
    // zoe has submitted every task she has not completed: she waits on the advisor, she is not behind.
    await stack.sql(
      `update public.tasks set task_status = case when position <= 40 then 'Completed' else 'Submitted' end where user_id = $1`,
      [clients[0].id],
    );
    try {
      expect((await figures()).behind.map((b) => b.id)).not.toContain(clients[0].id);
    } finally {
      await stack.sql(`update public.tasks set task_status = 'Awaiting Completion' where user_id = $1`, [clients[0].id]);
      await stack.sql(`update public.tasks set task_status = 'Awaiting Completion', submitted_at = null where user_id = $1`, [
        clients[2].id,
      ]);
    }
  });

  it.each(['get_admin_overview', 'admin_overview'])('%s is refused to clients and anonymous callers', async (fn) => {
    const asClient = await signedInClient(stack, clients[0]);
    expect((await asClient.rpc(fn)).error?.code).toBe('42501');
    expect((await stack.client().rpc(fn)).error).not.toBeNull();
  });

  it('automation requests: the owner creates and edits, only an admin moves the status', async () => {
    const owner = await signedInClient(stack, clients[0]);
    const other = await signedInClient(stack, clients[1]);
    const asAdmin = await signedInClient(stack, admin);
    const { data: created, error } = await owner
      .from('request_automations')
      .insert({ type: 'Email', description: 'Weekly digest', priority: 'High' })
      .select()
      .single();
    expect(error).toBeNull();
    expect(created.status).toBe('new');

    const forged = await owner.from('request_automations').insert({ type: 'SMS', status: 'done' });
    expect(forged.error?.code).toBe('42501');
    const bump = await owner.from('request_automations').update({ status: 'done' }).eq('id', created.id);
    expect(bump.error?.code).toBe('42501');
    expect((await owner.from('request_automations').update({ description: 'Daily digest' }).eq('id', created.id)).error).toBeNull();
    expect((await other.from('request_automations').select('id').eq('id', created.id)).data).toEqual([]);

    const moved = await asAdmin
      .from('request_automations')
      .update({ status: 'in_progress' })
      .eq('id', created.id)
      .select('status, description')
      .single();
    expect(moved.data).toEqual({ status: 'in_progress', description: 'Daily digest' });
    const bad = await asAdmin.from('request_automations').update({ status: 'lost' }).eq('id', created.id);
    expect(bad.error?.code).toBe('23514');
  });
});
