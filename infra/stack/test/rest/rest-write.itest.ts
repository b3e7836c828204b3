import { startTestStack, type TestStack } from '../support/test-stack';
import { restClient, type RestClient } from './rest-client';

// Writes through supabase-js: insert (one, many, columns=, missing=default), upsert (merge/ignore,
// on_conflict), update and delete with filters, return=minimal|representation with the statuses of
// the protocol note, the object Accept header rolling writes back, and SQLSTATE → HTTP errors.
describe('REST writes', () => {
  let stack: TestStack;
  let svc: RestClient;

  beforeAll(async () => {
    stack = await startTestStack();
    await stack.ctx.db.exec(`
      -- A project that keeps the old default privileges (config.toml [api] auto_expose_new_tables = true): these
      -- suites test PostgREST's protocol, not grants (infra/supabase/tests/privileges.itest.ts does).
      alter default privileges grant all on tables to anon, authenticated, service_role;
      alter default privileges grant all on sequences to anon, authenticated, service_role;
      create table teams (id serial primary key, name text not null unique);
      create table people (
        id serial primary key, email text not null unique, team_id int references teams (id),
        nick text default 'anonymous', score int check (score >= 0), tags text[], data jsonb,
        created_at timestamptz not null default '2020-01-01T00:00:00Z');
      create function people_guard() returns trigger language plpgsql as $$
      begin
        if new.nick = 'forbidden' then raise exception 'nick % is not allowed', new.nick using hint = 'pick another'; end if;
        return new;
      end $$;
      create trigger people_guard before insert or update on people for each row execute function people_guard();
      insert into teams (name) values ('red'), ('blue');
    `);
    svc = restClient(stack, { key: stack.serviceKey });
  });
  afterAll(() => stack.stop());

  const count = async (where = 'true') => Number((await stack.sql(`select count(*)::int as n from people where ${where}`))[0].n);

  it('inserts one row: 201 minimal with an empty body, 201 representation with the row', async () => {
    const minimal = await svc.db.from('people').insert({ email: 'a@x.io', team_id: 1 });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });
    expect(svc.lastHeaders().get('content-range')).toBe('*/*');
    const rep = await svc.db
      .from('people')
      .insert({ email: 'b@x.io', score: 3, tags: ['x', 'y'], data: { k: [1, 2] } })
      .select('email, nick, score, tags, data, created_at');
    expect(rep.status).toBe(201);
    expect(rep.data).toEqual([
      { email: 'b@x.io', nick: 'anonymous', score: 3, tags: ['x', 'y'], data: { k: [1, 2] }, created_at: '2020-01-01T00:00:00+00:00' },
    ]);
    const single = await svc.db.from('people').insert({ email: 'c@x.io' }).select('email, teams(name)').single();
    expect(single.data).toEqual({ email: 'c@x.io', teams: null });
  });

  it('inserts many rows with the union of keys (missing keys NULL) or defaults with missing=default', async () => {
    const rows = [
      { email: 'm1@x.io', nick: 'one' },
      { email: 'm2@x.io', score: 5 },
    ];
    const { data, status } = await svc.db.from('people').insert(rows).select('email, nick, score');
    expect(status).toBe(201);
    expect(data).toEqual([
      { email: 'm1@x.io', nick: 'one', score: null },
      { email: 'm2@x.io', nick: null, score: 5 },
    ]);
    const withDefaults = await svc.db
      .from('people')
      .insert([{ email: 'd1@x.io', nick: 'dee' }, { email: 'd2@x.io' }], { defaultToNull: false })
      .select('email, nick');
    expect(withDefaults.data).toEqual([
      { email: 'd1@x.io', nick: 'dee' },
      { email: 'd2@x.io', nick: 'anonymous' },
    ]);
    const counted = await svc.db.from('people').insert([{ email: 'k1@x.io' }, { email: 'k2@x.io' }], { count: 'exact' });
    expect(counted.count).toBe(2);
    expect(svc.lastHeaders().get('content-range')).toBe('*/2');
  });

  it('upserts with merge-duplicates and ignore-duplicates, on the primary key or on_conflict', async () => {
    const team = await svc.db.from('teams').upsert({ id: 1, name: 'crimson' }).select();
    expect(team).toMatchObject({ status: 200, data: [{ id: 1, name: 'crimson' }] });
    const inserted = await svc.db.from('teams').upsert({ id: 10, name: 'green' }).select();
    expect(inserted).toMatchObject({ status: 201, data: [{ id: 10, name: 'green' }] });
    const byName = await svc.db
      .from('people')
      .upsert({ email: 'a@x.io', nick: 'alpha' }, { onConflict: 'email' })
      .select('email, nick, team_id');
    expect(byName.data).toEqual([{ email: 'a@x.io', nick: 'alpha', team_id: 1 }]);
    const ignored = await svc.db
      .from('people')
      .upsert([{ email: 'a@x.io', nick: 'zzz' }, { email: 'new@x.io' }], { onConflict: 'email', ignoreDuplicates: true })
      .select('email, nick');
    expect(ignored.status).toBe(201);
    expect(ignored.data).toEqual([{ email: 'new@x.io', nick: null }]); // union of keys: a key missing from a row is NULL
    const nothing = await svc.db.from('people').upsert({ email: 'a@x.io' }, { onConflict: 'email', ignoreDuplicates: true }).select();
    // PostgREST answers 200 only for a merge that inserted nothing; ignore-duplicates stays 201 (Response.hs).
    expect(nothing).toMatchObject({ status: 201, data: [] });
    expect((await stack.sql(`select nick from people where email = 'a@x.io'`))[0].nick).toBe('alpha');
  });

  it('updates and deletes with filters: 204 minimal, 200 representation, [] when nothing matched', async () => {
    const minimal = await svc.db.from('people').update({ score: 9 }).eq('email', 'm1@x.io');
    expect(minimal).toMatchObject({ status: 204, data: null, error: null });
    const rep = await svc.db
      .from('people')
      .update({ score: 10, nick: 'ten' })
      .in('email', ['m1@x.io', 'm2@x.io'])
      .select('email, score, nick')
      .order('email');
    expect(rep.status).toBe(200);
    expect(rep.data).toEqual([
      { email: 'm1@x.io', score: 10, nick: 'ten' },
      { email: 'm2@x.io', score: 10, nick: 'ten' },
    ]);
    const none = await svc.db.from('people').update({ score: 1 }).eq('id', -1).select();
    expect(none).toMatchObject({ status: 200, data: [] });
    const del = await svc.db.from('people').delete().eq('email', 'k1@x.io').select('email');
    expect(del).toMatchObject({ status: 200, data: [{ email: 'k1@x.io' }] });
    const delMinimal = await svc.db.from('people').delete().like('email', 'k2@%');
    expect(delMinimal.status).toBe(204);
    expect(await count(`email like 'k%'`)).toBe(0);
  });

  it('rolls a write back when the object Accept header cannot be satisfied (PGRST116)', async () => {
    const before = await count();
    const res = await svc.db.from('people').update({ nick: 'same' }).like('email', 'm%').select().single();
    expect(res.status).toBe(406);
    expect(res.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
    expect(await count(`nick = 'same'`)).toBe(0);
    const del = await svc.db.from('people').delete().like('email', 'm%').select().single();
    expect(del.status).toBe(406);
    expect(await count()).toBe(before);
    const ok = await svc.db.from('people').update({ nick: 'uno' }).eq('email', 'm1@x.io').select('nick').single();
    expect(ok).toMatchObject({ status: 200, data: { nick: 'uno' } });
  });

  it('maps constraint and data errors to 409/400 with Postgres messages only', async () => {
    const dup = await svc.db.from('people').insert({ email: 'a@x.io' });
    expect(dup.status).toBe(409);
    expect(dup.error).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "people_email_key"',
      details: 'Key (email)=(a@x.io) already exists.',
      hint: null,
    });
    const fk = await svc.db.from('people').insert({ email: 'fk@x.io', team_id: 999 });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
    const notNull = await svc.db.from('people').insert({ nick: 'x' });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const check = await svc.db.from('people').insert({ email: 'neg@x.io', score: -1 });
    expect(check).toMatchObject({ status: 400, error: { code: '23514' } });
    const badType = await svc.db.from('people').insert({ email: 'bad@x.io', score: 'many' });
    expect(badType).toMatchObject({ status: 400, error: { code: '22P02' } });
    const raised = await svc.db.from('people').insert({ email: 'r@x.io', nick: 'forbidden' });
    expect(raised.status).toBe(400);
    expect(raised.error).toEqual({ code: 'P0001', message: 'nick forbidden is not allowed', details: null, hint: 'pick another' });
    const unknown = await svc.db.from('people').insert({ email: 'u@x.io', nope: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'nope' column of 'people' in the schema cache" });
    const unknownUpdate = await svc.db.from('people').update({ nope: 1 }).eq('id', 1);
    expect(unknownUpdate.error?.code).toBe('PGRST204');
    for (const e of [dup, fk, notNull, check, badType, raised])
      expect(JSON.stringify(e.error)).not.toMatch(/insert into|json_to_recordset|_pgrst/i);
  });

  it('rejects bodies that are not JSON objects (PGRST102) and other profiles (PGRST106)', async () => {
    const res = await fetch(`${stack.url}/rest/v1/people`, {
      method: 'POST',
      headers: { apikey: stack.serviceKey, authorization: `Bearer ${stack.serviceKey}`, 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const scalar = await svc.db.from('people').insert(42 as never);
    expect(scalar).toMatchObject({ status: 400, error: { code: 'PGRST102' } });
    const profile = await svc.db.schema('auth').from('people').insert({ email: 'p@x.io' });
    expect(profile).toMatchObject({ status: 406, error: { code: 'PGRST106' } });
  });
});
