import { startTestStack, type TestStack } from '../support/test-stack';
import { restClient, userToken, type RestClient } from './rest-client';

// Row-level security decides, per request, under the caller's role and JWT claims. User tokens are
// signed here with the project's secret (as the auth service signs them) and sent as
// global.headers.Authorization, so this suite does not depend on /auth/v1.
describe('REST under row-level security', () => {
  let stack: TestStack;
  let alice: RestClient;
  let bob: RestClient;
  let anon: RestClient;
  let svc: RestClient;
  const A = '11111111-1111-4111-8111-111111111111';
  const B = '22222222-2222-4222-8222-222222222222';

  beforeAll(async () => {
    stack = await startTestStack();
    await stack.ctx.db.exec(`
      -- A project that keeps the old default privileges (config.toml [api] auto_expose_new_tables = true): these
      -- suites test PostgREST's protocol, not grants (infra/supabase/tests/privileges.itest.ts does).
      alter default privileges grant all on tables to anon, authenticated, service_role;
      alter default privileges grant all on sequences to anon, authenticated, service_role;
      create table notes (id serial primary key, owner uuid not null default auth.uid(), body text not null, public boolean not null default false);
      alter table notes enable row level security;
      create policy notes_read on notes for select using (owner = auth.uid() or (public and auth.role() = 'authenticated'));
      create policy notes_insert on notes for insert with check (owner = auth.uid());
      create policy notes_update on notes for update using (owner = auth.uid()) with check (owner = auth.uid());
      create policy notes_delete on notes for delete using (owner = auth.uid());
      create table drafts (id serial primary key, owner uuid not null default auth.uid(), body text);
      alter table drafts enable row level security;
      create policy drafts_insert on drafts for insert with check (owner = auth.uid());
      create table secrets (id int primary key, v text);
      revoke all on secrets from anon, authenticated;
      insert into notes (owner, body, public) values ('${A}', 'a1', false), ('${A}', 'a2', true), ('${B}', 'b1', false);
      insert into secrets values (1, 'x');
    `);
    alice = restClient(stack, { token: userToken(stack, A) });
    bob = restClient(stack, { token: userToken(stack, B) });
    anon = restClient(stack);
    svc = restClient(stack, { key: stack.serviceKey });
  });
  afterAll(() => stack.stop());

  const bodies = (data: unknown) => (data as { body: string }[]).map((r) => r.body).sort();

  it('a client sees only its own rows (and shared ones); anon sees nothing private; the service role sees all', async () => {
    expect(bodies((await alice.db.from('notes').select('body')).data)).toEqual(['a1', 'a2']);
    expect(bodies((await bob.db.from('notes').select('body')).data)).toEqual(['a2', 'b1']);
    expect((await anon.db.from('notes').select('body')).data).toEqual([]);
    expect(bodies((await svc.db.from('notes').select('body')).data)).toEqual(['a1', 'a2', 'b1']);
    const counted = await bob.db.from('notes').select('*', { count: 'exact', head: true });
    expect(counted.count).toBe(2);
  });

  it('inserts only own rows; insert().select() needs a SELECT policy that passes', async () => {
    const own = await alice.db.from('notes').insert({ body: 'a3' }).select('body, owner').single();
    expect(own).toMatchObject({ status: 201, data: { body: 'a3', owner: A } });
    const forged = await alice.db.from('notes').insert({ body: 'evil', owner: B });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "notes"' });
    const anonInsert = await anon.db.from('notes').insert({ body: 'anon', owner: A });
    expect(anonInsert.status).toBe(401);
    expect(anon.lastHeaders().get('www-authenticate')).toBe('Bearer');
    const minimal = await alice.db.from('drafts').insert({ body: 'd1' });
    expect(minimal.status).toBe(201);
    const withSelect = await alice.db.from('drafts').insert({ body: 'd2' }).select();
    expect(withSelect.status).toBe(403);
    expect(withSelect.error?.code).toBe('42501');
    expect((await stack.sql(`select body from drafts order by id`)).map((r) => r.body)).toEqual(['d1']);
  });

  it('updates and deletes of rows the caller cannot see affect 0 rows without error', async () => {
    const upd = await bob.db.from('notes').update({ body: 'hacked' }).eq('body', 'a1').select();
    expect(upd).toMatchObject({ status: 200, data: [], error: null });
    const del = await anon.db.from('notes').delete().eq('body', 'b1');
    expect(del).toMatchObject({ status: 204, error: null });
    const delShared = await bob.db.from('notes').delete().eq('body', 'a2').select();
    expect(delShared).toMatchObject({ status: 200, data: [] });
    expect(bodies(await stack.sql(`select body from notes`))).toEqual(['a1', 'a2', 'a3', 'b1']);
    const own = await bob.db.from('notes').update({ body: 'b1!' }).eq('body', 'b1').select('body');
    expect(own.data).toEqual([{ body: 'b1!' }]);
    const steal = await bob.db.from('notes').update({ owner: A }).eq('body', 'b1!');
    expect(steal.status).toBe(403);
  });

  it('privileges: a table without grants answers 401 for anon and 403 for users', async () => {
    const asAnon = await anon.db.from('secrets').select();
    expect(asAnon.status).toBe(401);
    expect(asAnon.error).toMatchObject({ code: '42501', message: 'permission denied for table secrets' });
    expect((await alice.db.from('secrets').select()).status).toBe(403);
    expect((await svc.db.from('secrets').select('v')).data).toEqual([{ v: 'x' }]);
  });

  it('reads are read-only transactions; claims reach SQL (auth.uid(), request.method)', async () => {
    await stack.ctx.db.exec(`
      create function whoami() returns json language sql stable as $$
        select json_build_object('uid', auth.uid(), 'role', current_user, 'method', current_setting('request.method', true)) $$;
      create function bump() returns int language sql as $$ insert into notes (body) values ('via rpc') returning id $$;
    `);
    const me = await alice.db.rpc('whoami');
    expect(me.data).toEqual({ uid: A, role: 'authenticated', method: 'POST' });
    const get = await alice.db.rpc('whoami', {}, { get: true });
    expect(get.data).toMatchObject({ method: 'GET' });
    const readOnly = await alice.db.rpc('bump', {}, { get: true });
    expect(readOnly.status).toBe(405);
    expect(readOnly.error?.code).toBe('25006');
  });
});
