import type { Db, Statement } from '../db/types';
import { BindingIndex } from './binding-index';
import { SharedFrame, type FanOut } from './fan-out';
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
  /** Its visibility check (shared by every channel of the same role and claims). */
  check: number;
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

/** One visibility question: may a caller with these (role, claims) see this change's row? Asked once, whoever the audience. */
interface Check {
  change: CapturedChange;
  table: PublishedTable;
  role: string;
  claimsJson: string;
}

/**
 * Whether each check's caller may see the row: as hosted Realtime does, a SELECT of the row by its primary key under
 * the caller's role and JWT claims, so row-level security decides. Checks are asked once per distinct (role, claims)
 * per change (hosted Realtime groups its subscriptions by claims the same way), all of a drain in one batch (one
 * round trip on PostgreSQL), the caller set once per distinct (role, claims); if the batch fails, each check alone,
 * a failing one meaning "no".
 */
async function visibility(db: Db, checks: Check[]): Promise<boolean[]> {
  const question = ({ table, change }: Check): Statement => {
    // A deleted row cannot be read: the subscriber needs only the right to SELECT from the table.
    if (change.action === 'DELETE')
      return { sql: `select has_table_privilege(current_user, $1, 'SELECT') as visible`, params: [table.entity] };
    const keys = table.primaryKey;
    const where = keys.map((k, i) => `${Publication.quote(k)} = $${i + 1}`).join(' and ');
    const params = keys.map((k) => {
      const value = change.record?.[k];
      return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
    });
    return { sql: `select exists (select 1 from ${table.entity} where ${where}) as visible`, params };
  };
  const caller = (check: Check): Statement => ({
    sql: `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
    params: [check.role, check.claimsJson],
  });
  const callerKey = (check: Check) => `${check.role}\u0000${check.claimsJson}`;
  // The checks of one caller together: the caller is set once for all of them.
  const order = checks
    .map((_, i) => i)
    .sort((a, b) => (callerKey(checks[a]) < callerKey(checks[b]) ? -1 : callerKey(checks[a]) > callerKey(checks[b]) ? 1 : a - b));
  const statements: Statement[] = [];
  const at: number[] = new Array<number>(checks.length);
  let current: string | undefined;
  for (const i of order) {
    const key = callerKey(checks[i]);
    if (key !== current) {
      statements.push(caller(checks[i]));
      current = key;
    }
    at[i] = statements.length;
    statements.push(question(checks[i]));
  }
  try {
    const results = await db.batch(statements);
    return at.map((index) => results[index].rows[0]?.visible === true);
  } catch {
    return Promise.all(
      checks.map((check) =>
        db.batch([caller(check), question(check)]).then(
          (r) => r[1].rows[0]?.visible === true,
          () => false,
        ),
      ),
    );
  }
}

/** The payload of a postgres_changes message: the change's data encoded once, each channel's binding ids around it. */
const changePayloadJson = (ids: number[], dataJson: string) => `{"ids":${JSON.stringify(ids)},"data":${dataJson}}`;

/**
 * Sends each change to every channel with a matching binding whose subscriber may see it. Row visibility is checked
 * once per distinct (role, claims) per change; the change's data is encoded once, its frame once per (topic, binding
 * ids), and the frames go out through the fan-out queue (bounded slices).
 */
export async function dispatchChanges(
  db: Db,
  publication: Publication,
  registry: ChannelRegistry,
  changes: CapturedChange[],
  fanOut: FanOut,
): Promise<void> {
  const channels = registry.listening();
  if (channels.length === 0 || changes.length === 0) return;
  if (changes.some((c) => !publication.get(c.schema, c.table))) await publication.refresh();
  const deliveries: Delivery[] = [];
  const checks: Check[] = [];
  const checkOf = new Map<string, number>();
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
    for (const [channel, ids] of matched) {
      const key = `${change.id}\u0000${channel.role}\u0000${channel.claimsJson}`;
      let check = checkOf.get(key);
      if (check === undefined) {
        checkOf.set(key, (check = checks.length));
        checks.push({ change, table, role: channel.role, claimsJson: channel.claimsJson });
      }
      deliveries.push({ change, table, channel, ids: [...ids].sort((a, b) => a - b), check });
    }
  }
  if (deliveries.length === 0) return;
  const visible = await visibility(db, checks);
  const data = new Map<CapturedChange, string>();
  // One frame per change, topic and binding ids: the same bytes to every channel that shares them.
  const frames = new Map<string, { frame: SharedFrame; targets: JoinedChannel[] }>();
  for (const delivery of deliveries) {
    if (!visible[delivery.check] || delivery.channel.closed) continue;
    const { channel, change, table, ids } = delivery;
    let dataJson = data.get(change);
    if (dataJson === undefined) data.set(change, (dataJson = JSON.stringify(changeData(change, table))));
    const key = `${change.id}\u0000${channel.topic}\u0000${ids.join(',')}`;
    let group = frames.get(key);
    if (!group)
      frames.set(
        key,
        (group = { frame: SharedFrame.fromJson(channel.topic, 'postgres_changes', changePayloadJson(ids, dataJson)), targets: [] }),
      );
    group.targets.push(channel);
  }
  for (const { frame, targets } of frames.values()) fanOut.send(frame, targets);
}
