import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { asRole, pgErrorOf } from './support/as-role';
import { createUser, type TestUser } from './support/users';

const LISTS = [
  {
    table: 'training_videos',
    column: 'display_order',
    rpc: 'reorder_training_videos',
    values: (i: number) => ({ title: `Video ${i}`, description: 'd', duration: '1:00', video_url: 'v.mp4', thumbnail_url: 't.png' }),
  },
  {
    table: 'elite_books',
    column: 'order_id',
    rpc: 'reorder_elite_books',
    values: (i: number) => ({ title: `Book ${i}`, path: 'https://books.example/b' }),
  },
  { table: 'automations', column: 'display_order', rpc: 'reorder_automations', values: (i: number) => ({ name: `Automation ${i}` }) },
];

let stack: TestStack;
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  stack = await startTestStack();
  [admin, client] = await Promise.all([createUser(stack, 'admin', 'admin'), createUser(stack, 'client')]);
});
afterAll(() => stack.stop());

describe.each(LISTS)('ordered list $table', ({ table, column, rpc, values }) => {
  const order = async () =>
    (await stack.sql(`select id, ${column} as pos from public.${table} order by ${column}`)).map(
      (r) => [String(r.id), Number(r.pos)] as const,
    );
  const create = (i: number, extra: Record<string, unknown> = {}) =>
    asRole(stack, admin, async (tx) => {
      const row = { ...values(i), ...extra };
      const cols = Object.keys(row)
        .map((c) => `"${c}"`)
        .join(', ');
      await tx.query(`insert into public.${table} (${cols}) select ${cols} from jsonb_populate_record(null::public.${table}, $1::jsonb)`, [
        JSON.stringify(row),
      ]);
    });
  const reorder = (user: TestUser, ids: string[]) => asRole(stack, user, (tx) => tx.query(`select public.${rpc}($1::uuid[])`, [ids]));

  it('appends each new item at highest + 1, starting at 1', async () => {
    for (let i = 1; i <= 4; i++) await create(i);
    expect((await order()).map(([, p]) => p)).toEqual([1, 2, 3, 4]);
  });

  it(`${rpc} rewrites the order as 1..n in the given order`, async () => {
    const ids = (await order()).map(([id]) => id);
    const wanted = [ids[2], ids[0], ids[3], ids[1]];
    await reorder(admin, wanted);
    expect(await order()).toEqual(wanted.map((id, i) => [id, i + 1]));
  });

  it(`${rpc} refuses a client (42501) and leaves the order alone`, async () => {
    const before = await order();
    const error = await pgErrorOf(() => reorder(client, before.map(([id]) => id).reverse()));
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/^Only an admin can reorder/);
    expect(await order()).toEqual(before);
  });

  it(`${rpc} refuses a partial or duplicated list with a clear error`, async () => {
    const before = await order();
    const ids = before.map(([id]) => id);
    const partial = await pgErrorOf(() => reorder(admin, ids.slice(1)));
    expect(partial?.code).toBe('P0001');
    expect(partial?.message).toContain('must list every item exactly once');
    const duplicated = await pgErrorOf(() => reorder(admin, [ids[0], ...ids.slice(0, -1)]));
    expect(duplicated?.message).toContain('more than once');
    expect(await order()).toEqual(before);
  });

  it('closes the gap when an item is deleted', async () => {
    const [, second] = await order();
    await asRole(stack, admin, (tx) => tx.query(`delete from public.${table} where id = $1`, [second[0]]));
    expect((await order()).map(([, p]) => p)).toEqual([1, 2, 3]);
  });

  it("accepts the spec's save-order upsert when the result is 1..n, refuses a gap", async () => {
    const ids = (await order()).map(([id]) => id).reverse();
    // The spec's client upserts whole rows with their new positions (on conflict id).
    await asRole(stack, admin, (tx) =>
      tx.query(
        `insert into public.${table}
                select (jsonb_populate_record(null::public.${table}, to_jsonb(t) || jsonb_build_object('${column}', o.position))).*
                  from public.${table} t join unnest($1::uuid[]) with ordinality as o(id, position) on t.id = o.id
                on conflict (id) do update set ${column} = excluded.${column}`,
        [ids],
      ),
    );
    expect(await order()).toEqual(ids.map((id, i) => [id, i + 1]));
    const gap = await pgErrorOf(() => create(99, { [column]: 10 }));
    expect(gap?.code).toBe('23514');
    expect(gap?.message).toContain('without gaps');
  });
});
