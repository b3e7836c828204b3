import type { Db, Statement } from '../db/types';
import { BindingIndex } from './binding-index';
import type { ChangeBinding, ChannelRegistry, JoinedChannel } from './channel';
import { matchesFilters } from './filters';
import { Publication, type PublishedTable } from './publication';

/** One captured row change (stack_realtime.changes). */
export interface CapturedChange {
  id: number;
  schema: string;
  table: string;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
}

interface Delivery {
  change: CapturedChange;
  table: PublishedTable;
  channel: JoinedChannel;
  ids: number[];
}

const pick = (record: Record<string, unknown> | null, columns: string[]) =>
  Object.fromEntries(columns.filter((c) => record && c in record).map((c) => [c, record![c]]));

function bindingMatches(binding: ChangeBinding, change: CapturedChange): boolean {
  if (binding.event !== '*' && binding.event !== change.action) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  if (binding.table !== '*' && binding.table !== change.table) return false;
  if (binding.filters.length === 0) return true;
  // As Realtime: a DELETE passes on its old row (whose columns beyond the key are there only with replica identity full).
  return matchesFilters(change.action === 'DELETE' ? change.oldRecord : change.record, binding.filters);
}

/** The `data` of a `postgres_changes` message, in the shape hosted Realtime sends (walrus' apply_rls output). */
function changeData(change: CapturedChange, table: PublishedTable): Record<string, unknown> {
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.action,
    columns: table.columns,
    errors: null,
  };
  if (change.action !== 'DELETE') data.record = change.record;
  if (change.action === 'UPDATE') data.old_record = table.replicaFull ? change.oldRecord : pick(change.oldRecord, table.primaryKey);
  if (change.action === 'DELETE') {
    // RLS cannot be checked on a row that is gone: with RLS only its key is sent, as on hosted Realtime.
    data.old_record = table.replicaFull && !table.rls ? change.oldRecord : pick(change.oldRecord, table.primaryKey);
  }
  return data;
}

/**
 * Whether each (change, subscriber) may see the row: as hosted Realtime does, a SELECT of the row by its
 * primary key under the subscriber's role and JWT claims, so row-level security decides. One batch (one
 * round trip on PostgreSQL) for a whole drain; if it fails, each check alone, a failing one meaning "no".
 */
async function visibility(db: Db, checks: Delivery[]): Promise<boolean[]> {
  const statements = (check: (typeof checks)[number]): Statement[] => {
    const { table, change, channel } = check;
    const keys = table.primaryKey;
    const where = keys.map((k, i) => `${Publication.quote(k)} = $${i + 1}`).join(' and ');
    const params = keys.map((k) => {
      const value = change.record?.[k];
      return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
    });
    const scope = {
      sql: `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      params: [channel.role, channel.claimsJson],
    };
    // A deleted row cannot be read: the subscriber needs only the right to SELECT from the table.
    if (change.action === 'DELETE')
      return [scope, { sql: `select has_table_privilege(current_user, $1, 'SELECT') as visible`, params: [table.entity] }];
    return [scope, { sql: `select exists (select 1 from ${table.entity} where ${where}) as visible`, params }];
  };
  const read = (rows: { rows: Record<string, unknown>[] }[]) => rows.filter((_, i) => i % 2 === 1).map((r) => r.rows[0]?.visible === true);
  try {
    return read(await db.batch(checks.flatMap(statements)));
  } catch {
    return Promise.all(
      checks.map((check) =>
        db
          .batch(statements(check))
          .then(read, () => [false])
          .then((r) => r[0]),
      ),
    );
  }
}

/** Sends each change to every channel with a matching binding whose subscriber may see it. */
export async function dispatchChanges(
  db: Db,
  publication: Publication,
  registry: ChannelRegistry,
  changes: CapturedChange[],
): Promise<void> {
  const channels = registry.listening();
  if (channels.length === 0 || changes.length === 0) return;
  if (changes.some((c) => !publication.get(c.schema, c.table))) await publication.refresh();
  const deliveries: Delivery[] = [];
  const index = new BindingIndex(channels);
  for (const change of changes) {
    const table = publication.get(change.schema, change.table);
    // A table taken out of the publication streams nothing more; a table without a primary key cannot be checked.
    if (!table || table.primaryKey.length === 0) continue;
    const matched = new Map<JoinedChannel, Set<number>>();
    for (const { channel, binding } of index.candidates(
      change.schema,
      change.table,
      change.action === 'DELETE' ? change.oldRecord : change.record,
    )) {
      if (change.id <= channel.since || !bindingMatches(binding, change)) continue;
      const ids = matched.get(channel);
      if (ids) ids.add(binding.id);
      else matched.set(channel, new Set([binding.id]));
    }
    for (const [channel, ids] of matched) deliveries.push({ change, table, channel, ids: [...ids].sort((a, b) => a - b) });
  }
  if (deliveries.length === 0) return;
  const visible = await visibility(db, deliveries);
  for (const [i, delivery] of deliveries.entries()) {
    if (!visible[i]) continue;
    const { channel, change, table, ids } = delivery;
    channel.send({
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'postgres_changes',
      payload: { ids, data: changeData(change, table) },
    });
  }
}
