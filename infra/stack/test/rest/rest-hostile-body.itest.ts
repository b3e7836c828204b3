import { startTestStack, type TestStack } from '../support/test-stack';

const deep = (depth: number, leaf = '1') => '['.repeat(depth) + leaf + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

// Hostile bodies and preferences (issue 8, item 7): a deeply nested JSON body is the caller's mistake
// (400, never 500), and `Prefer: tx=rollback` is neither claimed nor half-applied (PostgREST's default
// db-tx-end = commit ignores it and does not echo it).
describe('REST hostile bodies and preferences', () => {
  let stack: TestStack;
  const headers = () => ({ apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'content-type': 'application/json' });
  beforeAll(async () => {
    stack = await startTestStack({ migrationsDir: '/nonexistent' });
    await stack.ctx.db.exec(
      `alter default privileges grant all on tables to anon, authenticated, service_role; create table notes (id int primary key, data jsonb); create function take(v jsonb) returns int language sql as 'select 1';`,
    );
  });
  afterAll(() => stack.stop());

  it.each([
    ['an insert', '/rest/v1/notes', (d: string) => `{"id":1,"data":${d}}`],
    ['a bulk insert', '/rest/v1/notes', (d: string) => `[${d}]`],
    ['an rpc', '/rest/v1/rpc/take', (d: string) => `{"v":${d}}`],
    ['a sign-up', '/auth/v1/signup', (d: string) => `{"email":"deep@example.test","password":"Deep-pass-1","data":${d}}`],
    ['a function call', '/auth/v1/token?grant_type=password', (d: string) => `{"email":${d}}`],
  ])('a JSON body nested 5,000 deep in %s: 400', async (_name, path, wrap) => {
    for (const nested of [deep(5000), deepObject(5000)]) {
      const res = await fetch(`${stack.url}${path}`, { method: 'POST', headers: headers(), body: wrap(nested) });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(/json/i);
    }
  });

  it('accepts ordinary nesting', async () => {
    const res = await fetch(`${stack.url}/rest/v1/notes`, { method: 'POST', headers: headers(), body: `{"id":2,"data":${deep(50)}}` });
    expect(res.status).toBe(201);
  });

  it('Prefer: tx=rollback is not reported as applied (the write commits, as in PostgREST by default)', async () => {
    const res = await fetch(`${stack.url}/rest/v1/notes`, {
      method: 'POST',
      headers: { ...headers(), Prefer: 'tx=rollback, return=minimal' },
      body: JSON.stringify({ id: 3, data: { k: 1 } }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied') ?? '').not.toContain('tx=');
    expect(res.headers.get('preference-applied')).toBe('return=minimal');
    expect(await stack.sql('select id from notes where id = 3')).toEqual([{ id: 3 }]);
  });
});
