import { startTestStack, type TestStack } from '../support/test-stack';
import { restClient, type RestClient } from './rest-client';

// POST/GET /rest/v1/rpc/<fn>: named JSON arguments, defaults, scalar / setof scalar / composite /
// setof table / table(...) / void results shaped as PostgREST returns them, filters on set results.
describe('REST rpc', () => {
  let stack: TestStack;
  let svc: RestClient;

  beforeAll(async () => {
    stack = await startTestStack();
    await stack.ctx.db.exec(`
      alter default privileges grant all on tables to anon, authenticated, service_role;
      alter default privileges grant all on sequences to anon, authenticated, service_role;
      create table items (id int primary key, name text, qty int);
      insert into items values (1, 'apple', 3), (2, 'pear', 0), (3, 'plum', 7);
      create function add(a int, b int default 10) returns int language sql immutable as 'select a + b';
      create function hello() returns text language sql as $$ select 'Hello world' $$;
      create function series(n int) returns setof int language sql as 'select generate_series(1, n)';
      create function item(item_id int) returns items language sql as 'select * from items where id = item_id';
      create function in_stock(min int default 1) returns setof items language sql stable as 'select * from items where qty >= min order by id';
      create function stats() returns table (total bigint, names text[]) language sql as 'select count(*), array_agg(name order by id) from items';
      create function touch(item_id int) returns void language sql as 'update items set qty = qty + 1 where id = item_id';
      create function tags(list text[]) returns int language sql as 'select cardinality(list)';
      create function echo(payload jsonb) returns jsonb language sql as 'select payload';
      create function fail(msg text) returns int language plpgsql as $$ begin raise exception using message = msg, errcode = 'P0001'; end $$;
      create function whole(json) returns json language sql as 'select $1';
    `);
    svc = restClient(stack, { key: stack.serviceKey });
  });
  afterAll(() => stack.stop());

  it('returns scalars, using defaults for missing arguments', async () => {
    expect(await svc.db.rpc('add', { a: 1, b: 2 })).toMatchObject({ status: 200, data: 3 });
    expect((await svc.db.rpc('add', { a: 5 })).data).toBe(15);
    expect((await svc.db.rpc('hello')).data).toBe('Hello world');
    expect((await svc.db.rpc('tags', { list: ['a', 'b', 'c'] })).data).toBe(3);
    expect((await svc.db.rpc('echo', { payload: { a: [1, { b: null }] } })).data).toEqual({ a: [1, { b: null }] });
    expect((await svc.db.rpc('add', { a: 2 }, { get: true })).data).toBe(12);
  });

  it('returns arrays for setof, an object for a composite, rows for table(...), nothing for void', async () => {
    expect((await svc.db.rpc('series', { n: 3 })).data).toEqual([1, 2, 3]);
    expect((await svc.db.rpc('item', { item_id: 2 })).data).toEqual({ id: 2, name: 'pear', qty: 0 });
    expect((await svc.db.rpc('in_stock')).data).toEqual([
      { id: 1, name: 'apple', qty: 3 },
      { id: 3, name: 'plum', qty: 7 },
    ]);
    expect((await svc.db.rpc('stats')).data).toEqual([{ total: 3, names: ['apple', 'pear', 'plum'] }]);
    const v = await svc.db.rpc('touch', { item_id: 2 });
    expect(v).toMatchObject({ error: null, data: null });
    expect(v.status).toBeLessThan(300);
    expect((await stack.sql('select qty from items where id = 2'))[0].qty).toBe(1);
    expect((await svc.db.rpc('whole', { any: 'thing' } as never)).data).toEqual({ any: 'thing' });
  });

  it('filters, orders, limits, counts and selects on set results', async () => {
    const res = await svc.db
      .rpc('in_stock', { min: 0 }, { count: 'exact' })
      .select('name')
      .gt('qty', 0)
      .order('id', { ascending: false })
      .limit(1);
    expect(res.data).toEqual([{ name: 'plum' }]);
    expect(res.count).toBe(3);
    const one = await svc.db.rpc('in_stock', { min: 5 }).single();
    expect(one.data).toEqual({ id: 3, name: 'plum', qty: 7 });
  });

  it('answers unknown functions, bad arguments and raised errors as PostgREST does', async () => {
    const unknown = await svc.db.rpc('nope', { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.nope(a) in the schema cache' });
    const wrongArgs = await svc.db.rpc('add', { x: 1 });
    expect(wrongArgs).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    const badValue = await svc.db.rpc('add', { a: 'one' });
    expect(badValue).toMatchObject({ status: 400, error: { code: '22P02' } });
    const raised = await svc.db.rpc('fail', { msg: 'no way' });
    expect(raised).toMatchObject({ status: 400, error: { code: 'P0001', message: 'no way' } });
    const later = await stack.ctx.db.exec(`create function later() returns int language sql as 'select 42'`);
    expect(later).toBeUndefined();
    expect((await svc.db.rpc('later')).data).toBe(42);
  });
});
