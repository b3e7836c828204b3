import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { ACTORS, parseMatrix, type Actor } from './permission-matrix';
import { createFixtureContext } from './support/fixtures';
import { observe } from './support/matrix-runner';
import { sqlDriver } from './support/sql-driver';
import { TARGETS, type FixtureContext } from './support/targets';
import { createUser, type TestUser } from './support/users';

// The permission matrix checked in SQL: each caller acts inside a transaction set up exactly like a
// PostgREST request (role + JWT claims), so this is the row-level security the HTTP API applies.
describe('permission matrix (SQL, row-level security)', () => {
  let stack: TestStack;
  let users: Record<Actor, TestUser | null>;
  let ctx: FixtureContext;

  beforeAll(async () => {
    stack = await startTestStack();
    const [clientA, clientB, admin] = await Promise.all([createUser(stack, 'client-a'), createUser(stack, 'client-b'), createUser(stack, 'admin', 'admin')]);
    users = { anon: null, clientA, clientB, admin };
    ctx = await createFixtureContext(stack, [clientA.id, clientB.id, admin.id]);
  });
  afterAll(() => stack.stop());

  const rows = parseMatrix();
  it('declares every target once', () => {
    expect(rows.map((r) => r.target).sort()).toEqual(Object.keys(TARGETS).sort());
  });

  it.each(rows.map((r) => [r.target, r] as const))('%s', async (_name, row) => {
    const driver = sqlDriver(stack, users);
    const observed: Record<string, unknown> = {};
    for (const actor of ACTORS) observed[actor] = await observe(driver, TARGETS[row.target], actor, ctx);
    expect(observed).toEqual(row.cells);
  });
});
