import type { Actor, Expectation, Operation } from '../permission-matrix';
import type { Driver, Failure } from './driver';
import type { FixtureContext, Target } from './targets';

export type Observed = Record<Operation, Expectation | string>;

/** An RLS refusal as each API reports it (SQL and REST 42501; storage 403, or 404 for an object the caller cannot see). */
export function isRefusal(f: Failure): boolean {
  return f.code === '42501' || f.code === '403' || f.code === '401' || f.code === '404';
}

function owners(driver: Driver, actor: Actor) {
  const a = driver.actor('clientA')!.id;
  const b = driver.actor('clientB')!.id;
  const self = driver.actor(actor)?.id ?? a;
  const other = actor === 'clientA' ? b : actor === 'clientB' ? a : actor === 'admin' ? a : b;
  return { a, b, self, other };
}

function keyOf(target: Target, row: Record<string, unknown>): string {
  return String(target.kind === 'bucket' ? row.name : row[target.key]);
}

function rowFor(target: Target, owner: string, ctx: FixtureContext): Record<string, unknown> {
  return target.kind === 'bucket' ? { name: target.path(owner) } : target.row(owner, ctx);
}

/** all / own / - from the set of fixture owners an operation reached. */
function category(reached: string[], self: string, a: string, b: string): string {
  const set = new Set(reached);
  if (set.size === 0) return '-';
  if (set.size === 2) return 'all';
  if (set.has(self) && (self === a || self === b)) return 'own';
  return `only the other user's (${reached.length})`;
}

/** Runs insert, select, update and delete as `actor` against fresh fixtures and reports what happened. */
export async function observe(driver: Driver, target: Target, actor: Actor, ctx: FixtureContext): Promise<Observed> {
  const { a, b, self, other } = owners(driver, actor);
  const isUsers = target.kind === 'table' && target.table === 'users';
  const errors: string[] = [];
  const note = (op: string, f: Failure | null) => {
    if (f && !isRefusal(f)) errors.push(`${op}: ${f.code} ${f.message}`);
    return f;
  };

  // insert: one row for the caller, one for another user (the attack)
  const mine = rowFor(target, self, ctx);
  const theirs = rowFor(target, other, ctx);
  const okMine = note('insert own', await driver.insert(actor, target, mine)) === null;
  const okTheirs = note('insert other', await driver.insert(actor, target, theirs)) === null;
  if (!isUsers) await driver.dropFixtures(target, [keyOf(target, mine), keyOf(target, theirs)]);
  const insert = okMine && okTheirs ? 'any' : okMine ? 'own' : okTheirs ? 'other only' : '-';

  // fixtures: one row owned by client A, one by client B
  const rowA = isUsers ? { id: a } : rowFor(target, a, ctx);
  const rowB = isUsers ? { id: b } : rowFor(target, b, ctx);
  const keyA = keyOf(target, rowA);
  const keyB = keyOf(target, rowB);
  if (isUsers) {
    await driver.restore(target, [keyA, keyB]);
  } else {
    await driver.createFixture(target, rowA);
    await driver.createFixture(target, rowB);
  }
  const ownerOfKey = (k: string) => (k === keyA ? a : b);
  try {
    const visible = await driver.select(actor, target, [keyA, keyB]);
    const select = category(visible.map(ownerOfKey), self, a, b);

    note('update', await driver.update(actor, target, [keyA, keyB]));
    const afterUpdate = await driver.truth(target, [keyA, keyB]);
    const update = category([keyA, keyB].filter((k) => afterUpdate.get(k)?.patched).map(ownerOfKey), self, a, b);

    note('delete', await driver.remove(actor, target, [keyA, keyB]));
    const afterDelete = await driver.truth(target, [keyA, keyB]);
    const removed = category([keyA, keyB].filter((k) => !afterDelete.get(k)?.exists).map(ownerOfKey), self, a, b);

    const result: Observed = { select, insert, update, delete: removed };
    if (errors.length) (result as Record<string, string>).errors = errors.join('; ');
    return result;
  } finally {
    if (!isUsers) await driver.dropFixtures(target, [keyA, keyB]);
  }
}
