import path from 'node:path';
import { userToken } from '../storage/support';
import { startTestStack, type TestStack } from '../support/test-stack';

// Hostile input, runaway queries (issue 8 item 5): nesting that multiplies rows, bodies too large to
// build, and statements that run for long. Each must be answered with a PostgREST-shaped error, fast
// (depth, size) or at the role's statement timeout (anon 3 s), and must not hold up other requests
// for longer than that: on PostgreSQL they run meanwhile; on the embedded database (one connection)
// they run as soon as the slow statement is cancelled.
const MAX_BYTES = 50_000;
// The issue's URL has one ")" too many (a parse error anyway); this is the one it meant.
const ISSUE_URL = 'users?select=id,tasks(id,users(id,tasks(id,users(id,tasks(id,users(id))))))';

describe('REST hostile input: runaway queries', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({
      migrationsDir: path.join(__dirname, 'no-migrations'),
      rest: { maxEmbedDepth: 4, maxResponseBytes: MAX_BYTES },
    });
    await stack.ctx.db.exec(`
      alter default privileges grant all on tables to anon, authenticated, service_role;
      alter default privileges grant all on sequences to anon, authenticated, service_role;
      create table users (id int primary key, name text);
      create table tasks (id int primary key, user_id int not null references users, title text);
      insert into users select g, 'user ' || g from generate_series(1, 40) g;
      insert into tasks select g, 1 + g % 40, 'task ' || g from generate_series(1, 800) g;
      create function slow(seconds float8) returns int language sql as 'select 1 from pg_sleep(seconds)';
      create function my_timeout() returns text language sql as $$select current_setting('statement_timeout')$$;
    `);
  });
  afterAll(() => stack.stop());

  const get = (url: string, token = stack.anonKey) =>
    fetch(`${stack.url}/rest/v1/${url}`, { headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` } });
  const rpc = (name: string, body: unknown, token = stack.anonKey) =>
    fetch(`${stack.url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("answers the issue's nested embed with a clear 400 at once, before any SQL runs", async () => {
    const started = Date.now();
    const res = await get(ISSUE_URL);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({
      code: 'PGRST100',
      message: expect.stringContaining('embedding 6 levels deep, the limit is 4'),
      details: 'Resources may be embedded at most 4 levels deep.',
      hint: expect.any(String),
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('allows embedding up to the limit', async () => {
    const res = await get('users?select=id,tasks(id,users(id,tasks(id)))&id=eq.1&tasks.id=lt.50&tasks.users.tasks.id=lt.100');
    expect(res.status).toBe(200);
    const [user] = await res.json();
    expect(user.id).toBe(1);
    expect(user.tasks).toEqual([{ id: 40, users: { id: 1, tasks: expect.any(Array) } }]);
    expect(user.tasks[0].users.tasks.map((t: { id: number }) => t.id).sort()).toEqual([40, 80]);
  });

  it('refuses a body over the size limit with 413 without sending it', async () => {
    const res = await get('users?select=id,name,tasks(id,title,users(id,tasks(id,title)))');
    expect(res.status).toBe(413);
    const body = await res.json();
    expect(body.code).toBe('54000');
    expect(body.message).toMatch(new RegExp(`^The response would be \\d+ bytes, more than the limit of ${MAX_BYTES} bytes$`));
    expect(body.hint).toMatch(/limit/);
    // A page of the same request fits.
    expect((await get('users?select=id,name,tasks(id,title)&limit=2')).status).toBe(200);
  });

  it("applies each role's statement timeout (anon 3 s, authenticated 8 s)", async () => {
    expect(await (await rpc('my_timeout', {})).json()).toBe('3s');
    const token = userToken(stack, '00000000-0000-4000-8000-000000000001');
    expect(await (await rpc('my_timeout', {}, token)).json()).toBe('8s');
  });

  it('cancels a slow statement at the timeout while other requests are answered', async () => {
    const started = Date.now();
    const slow = rpc('slow', { seconds: 60 }).then(async (res) => ({
      status: res.status,
      body: await res.json(),
      ms: Date.now() - started,
    }));
    await new Promise((resolve) => setTimeout(resolve, 200)); // the slow statement is running
    const fast = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        get(`users?select=id,name&id=eq.${i + 1}`).then(async (res) => ({
          status: res.status,
          rows: await res.json(),
          ms: Date.now() - started,
        })),
      ),
    );
    const cancelled = await slow;
    expect(cancelled.status).toBe(500);
    expect(cancelled.body).toEqual({ code: '57014', message: 'canceling statement due to statement timeout', details: null, hint: null });
    expect(cancelled.ms).toBeGreaterThanOrEqual(2900);
    expect(cancelled.ms).toBeLessThan(15_000); // at 3 s, not after the 60 s it asked for (slack for a loaded machine)
    for (const [i, answer] of fast.entries()) {
      expect(answer.status).toBe(200);
      expect(answer.rows).toEqual([{ id: i + 1, name: `user ${i + 1}` }]);
      // PostgreSQL runs them beside the slow one; the embedded database right after its cancellation
      // and restart (about 1 s on a quiet machine, several on a loaded one), long before the 60 s.
      expect(answer.ms).toBeLessThan(stack.ctx.db.kind === 'postgres' ? cancelled.ms : cancelled.ms + 20_000);
    }
    // Nothing was left half-done: the stack keeps answering and writing.
    await stack.sql('insert into users values (1000, $1)', ['after']);
    expect(await (await get('users?select=name&id=eq.1000')).json()).toEqual([{ name: 'after' }]);
  });
});
