import { startTestStack, type TestStack } from '../support/test-stack';

// On PostgreSQL every REST statement is prepared once per pooled connection (src/db/pg-batch.ts).
// A schema change under those statements costs at most one failed request, never a stuck connection;
// errors never poison the cache. On PGlite (no cache) the same expectations hold trivially.
describe('REST statements prepared per connection', () => {
  let stack: TestStack;
  const get = (query: string) =>
    fetch(`${stack.url}/rest/v1/gauges?${query}`, { headers: { apikey: stack.serviceKey, authorization: `Bearer ${stack.serviceKey}` } });

  beforeAll(async () => {
    stack = await startTestStack();
    await stack.ctx.db.exec(`
      alter default privileges grant all on tables to anon, authenticated, service_role;
      create table gauges (id int primary key, level int not null);
      insert into gauges select g, g % 3 from generate_series(1, 30) g;`);
  });
  afterAll(() => stack.stop());

  it('answers the same request shape again and again from many connections', async () => {
    const answers = await Promise.all(Array.from({ length: 64 }, (_, i) => get(`select=id&level=eq.${i % 3}&order=id&limit=2`)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await (await get('select=id&level=eq.1&order=id&limit=2')).json()).toEqual([{ id: 1 }, { id: 4 }]);
  });

  it('recovers after the column under a prepared statement changes type', async () => {
    const query = 'select=id,level&level=eq.2&id=lt.6&order=id';
    await Promise.all(Array.from({ length: 32 }, () => get(query)));
    await stack.ctx.db.exec(`alter table gauges alter column level type text using level::text;`);
    const first = await get(query);
    expect([200, 400, 404]).toContain(first.status); // at most this one may meet a plan made for an int column
    const after = await Promise.all(Array.from({ length: 32 }, () => get(query)));
    expect(after.map((r) => r.status)).toEqual(Array(32).fill(200));
    expect(await after[0].json()).toEqual([
      { id: 2, level: '2' },
      { id: 5, level: '2' },
    ]);
  });

  it('a failing request leaves the statements of its connection usable', async () => {
    const bad = await get('select=id&id=eq.not-a-number');
    expect(bad.status).toBe(400);
    const good = await Promise.all(Array.from({ length: 32 }, () => get('select=id&id=eq.7')));
    expect(good.map((r) => r.status)).toEqual(Array(32).fill(200));
  });
});
