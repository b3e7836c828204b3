import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { ACTORS, parseMatrix, type Actor } from './permission-matrix';
import type { Driver } from './support/driver';
import { createFixtureContext } from './support/fixtures';
import { jsDriver } from './support/js-driver';
import { observe } from './support/matrix-runner';
import { TARGETS, type FixtureContext } from './support/targets';
import { createUser, type TestUser } from './support/users';

// The permission matrix through supabase-js against the running stack (REST + storage + auth), on
// PGlite, or on PostgreSQL with TEST_DATABASE_URL. One stack and one set of users for the suite.
describe('permission matrix (supabase-js through the stack)', () => {
  let stack: TestStack;
  let users: Record<Actor, TestUser | null>;
  let ctx: FixtureContext;
  let driver: Driver;

  beforeAll(async () => {
    // Restarted once first: a restart must change no privilege (the matrix would show it).
    stack = await startTestStack({ restarts: 1 });
    const [clientA, clientB, admin] = await Promise.all([
      createUser(stack, 'client-a'),
      createUser(stack, 'client-b'),
      createUser(stack, 'admin', 'admin'),
    ]);
    users = { anon: null, clientA, clientB, admin };
    ctx = await createFixtureContext(stack, [clientA.id, clientB.id, admin.id]);
    driver = await jsDriver(stack, users);
  });
  afterAll(() => stack.stop());

  const rows = parseMatrix();
  it('declares every table and bucket once', async () => {
    expect(rows.map((r) => r.target).sort()).toEqual(Object.keys(TARGETS).sort());
    const tables = await stack.sql(`select tablename from pg_tables where schemaname = 'public' order by 1`);
    const buckets = await stack.sql('select id from storage.buckets order by 1');
    const declared = [...tables.map((t) => String(t.tablename)), ...buckets.map((b) => `bucket:${b.id}`)].sort();
    expect(declared).toEqual(Object.keys(TARGETS).sort());
  });

  it.each(rows.map((r) => [r.target, r] as const))('%s', async (_name, row) => {
    const observed: Record<string, unknown> = {};
    for (const actor of ACTORS) observed[actor] = await observe(driver, TARGETS[row.target], actor, ctx);
    expect(observed).toEqual(row.cells);
  });
});
