import crypto from 'node:crypto';
import type { ChangeBinding, ChangeEvent } from './channel';
import { parseFilter } from './filters';
import type { Publication } from './publication';

const EVENTS = new Set<ChangeEvent>(['*', 'INSERT', 'UPDATE', 'DELETE']);

export type ChangeParams = Record<string, unknown>;

/** The id Realtime gives a binding in its join reply (an integer hash of its params). */
function bindingId(params: ChangeParams): number {
  return crypto.createHash('sha1').update(JSON.stringify(params)).digest().readUInt32BE(0) >>> 5;
}

/** The join payload's `config.postgres_changes` list (missing or not a list: none, as Realtime). */
export function changeParams(payload: unknown): ChangeParams[] {
  const config = (payload as { config?: { postgres_changes?: unknown } } | null)?.config;
  const list = config?.postgres_changes;
  if (!Array.isArray(list)) return [];
  return list.filter((p): p is ChangeParams => p !== null && typeof p === 'object' && !Array.isArray(p));
}

/** The join reply's `postgres_changes`: the client's params, each with its id. */
export function replyBindings(params: ChangeParams[]): (ChangeParams & { id: number })[] {
  return params.map((p) => ({ ...p, id: bindingId(p) }));
}

function describe(p: ChangeParams, filters: string): string {
  return `event: ${JSON.stringify(p.event ?? '*')}, schema: ${JSON.stringify(p.schema ?? 'public')}, table: ${JSON.stringify(p.table ?? '*')}, filters: ${filters}`;
}

/**
 * Turns the params into active bindings, or Realtime's reason why it cannot subscribe (then none is
 * active, as Realtime subscribes a channel's list in one transaction): a bad event or filter, or a
 * schema/table with nothing in the `supabase_realtime` publication.
 */
export function bindChanges(
  params: ChangeParams[],
  publication: Publication,
): { ok: true; bindings: ChangeBinding[] } | { ok: false; message: string } {
  const bindings: ChangeBinding[] = [];
  for (const p of params) {
    const event = typeof p.event === 'string' ? p.event.toUpperCase() : '*';
    const schema = typeof p.schema === 'string' && p.schema !== '' ? p.schema : 'public';
    const table = typeof p.table === 'string' && p.table !== '' ? p.table : '*';
    const parsed = parseFilter(p.filter);
    if (!parsed.ok) return { ok: false, message: parsed.message };
    if (!EVENTS.has(event as ChangeEvent) || publication.matching(schema, table).length === 0) {
      return {
        ok: false,
        message: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describe(p, JSON.stringify(parsed.filters.map((f) => [f.column, f.op, f.value])))}]`,
      };
    }
    bindings.push({ id: bindingId(p), event: event as ChangeEvent, schema, table, filters: parsed.filters });
  }
  return { ok: true, bindings };
}
