import type { TestStack } from '../../../stack/test/support/test-stack';
import type { Actor } from '../permission-matrix';
import { asRole, pgErrorOf } from './as-role';
import type { Driver, FixtureTruth } from './driver';
import type { Target } from './targets';
import type { TestUser } from './users';

const BUCKET_MARK = { patched: 'by the permission matrix' };

/** Where a target lives in SQL: its table, key column and the patch that marks an update. */
function place(target: Target) {
  if (target.kind === 'bucket') {
    return { rel: 'storage.objects', key: 'name', scope: `bucket_id = '${target.bucket}'`, column: 'user_metadata', value: BUCKET_MARK };
  }
  return { rel: `public.${target.table}`, key: target.key, scope: 'true', column: target.patch.column, value: target.patch.value };
}

/** Acts as each caller with plain SQL inside a transaction set up like a PostgREST request. */
export function sqlDriver(stack: TestStack, users: Record<Actor, TestUser | null>): Driver {
  const run = (actor: Actor, sql: string, params: unknown[]) => asRole(stack, users[actor], (tx) => tx.query(sql, params));
  const insertSql = (rel: string, row: Record<string, unknown>) => {
    const cols = Object.keys(row)
      .map((c) => `"${c}"`)
      .join(', ');
    return `insert into ${rel} (${cols}) select ${cols} from jsonb_populate_record(null::${rel}, $1::jsonb)`;
  };
  const rowOf = (target: Target, row: Record<string, unknown>) =>
    target.kind === 'bucket' ? { bucket_id: target.bucket, name: row.name, metadata: { mimetype: target.contentType, size: 3 } } : row;

  return {
    name: 'sql',
    actor: (actor) => users[actor],
    async select(actor, target, keys) {
      const p = place(target);
      let visible: string[] = [];
      const failure = await pgErrorOf(async () => {
        const { rows } = await run(actor, `select ${p.key}::text as k from ${p.rel} where ${p.scope} and ${p.key}::text = any($1)`, [keys]);
        visible = rows.map((r) => String(r.k));
      });
      // No SELECT privilege at all (no Data API grant): the caller sees nothing, as "-" says.
      if (failure?.code === '42501') return [];
      if (failure) throw new Error(`select ${p.rel}: ${failure.message}`);
      return visible;
    },
    async insert(actor, target, row) {
      const p = place(target);
      return pgErrorOf(() => run(actor, insertSql(p.rel, rowOf(target, row)), [JSON.stringify(rowOf(target, row))]));
    },
    async update(actor, target, keys) {
      const p = place(target);
      return pgErrorOf(() =>
        run(
          actor,
          `update ${p.rel} set "${p.column}" = (jsonb_populate_record(null::${p.rel}, $1::jsonb))."${p.column}"
                    where ${p.scope} and ${p.key}::text = any($2)`,
          [JSON.stringify({ [p.column]: p.value }), keys],
        ),
      );
    },
    async remove(actor, target, keys) {
      const p = place(target);
      return pgErrorOf(() => run(actor, `delete from ${p.rel} where ${p.scope} and ${p.key}::text = any($1)`, [keys]));
    },
    async createFixture(target, row) {
      const p = place(target);
      await stack.sql(insertSql(p.rel, rowOf(target, row)), [JSON.stringify(rowOf(target, row))]);
    },
    async dropFixtures(target, keys) {
      const p = place(target);
      await stack.sql(`delete from ${p.rel} where ${p.scope} and ${p.key}::text = any($1)`, [keys]);
    },
    async restore(target, keys) {
      const p = place(target);
      await stack.sql(`update ${p.rel} set "${p.column}" = null where ${p.scope} and ${p.key}::text = any($1)`, [keys]);
    },
    async truth(target, keys) {
      const p = place(target);
      const rows = await stack.sql(
        `select ${p.key}::text as k, to_jsonb(t) -> $2 = $3::jsonb as patched from ${p.rel} t where ${p.scope} and ${p.key}::text = any($1)`,
        [keys, p.column, JSON.stringify(p.value)],
      );
      const out = new Map<string, FixtureTruth>(keys.map((k) => [k, { exists: false, patched: false }]));
      for (const r of rows) out.set(String(r.k), { exists: true, patched: r.patched === true });
      return out;
    },
  };
}
