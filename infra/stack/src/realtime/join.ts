import crypto from 'node:crypto';
import type { ChangeBinding, ChangeEvent } from './channel';
import { parseFilter, type ChangeFilter } from './filters';
import { REALTIME_LIMITS } from './limits';
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

/** One postgres_changes param, read once per join (its filter parsed in one linear pass). */
export interface ParsedChange {
  params: ChangeParams;
  id: number;
  event: string;
  schema: string;
  table: string;
  filters: ChangeFilter[];
}

/**
 * Reads the params once: a bad filter, or more than REALTIME_LIMITS.maxBindingsPerJoin of them, is Realtime's
 * reason why it cannot subscribe (then none is active, as Realtime subscribes a channel's list in one transaction).
 */
export function parseChanges(params: ChangeParams[]): { ok: true; changes: ParsedChange[] } | { ok: false; message: string } {
  if (params.length > REALTIME_LIMITS.maxBindingsPerJoin) {
    return { ok: false, message: `Too many postgres_changes bindings in one channel: at most ${REALTIME_LIMITS.maxBindingsPerJoin}` };
  }
  const changes: ParsedChange[] = [];
  for (const p of params) {
    const parsed = parseFilter(p.filter);
    if (!parsed.ok) return { ok: false, message: parsed.message };
    changes.push({
      params: p,
      id: bindingId(p),
      event: typeof p.event === 'string' ? p.event.toUpperCase() : '*',
      schema: typeof p.schema === 'string' && p.schema !== '' ? p.schema : 'public',
      table: typeof p.table === 'string' && p.table !== '' ? p.table : '*',
      filters: parsed.filters,
    });
  }
  return { ok: true, changes };
}

/**
 * Turns the parsed params into active bindings, or Realtime's reason why it cannot subscribe: a bad event, or a
 * schema/table with nothing in the `supabase_realtime` publication.
 */
export function bindChanges(
  changes: ParsedChange[],
  publication: Publication,
): { ok: true; bindings: ChangeBinding[] } | { ok: false; message: string } {
  const bindings: ChangeBinding[] = [];
  for (const { params, id, event, schema, table, filters } of changes) {
    if (!EVENTS.has(event as ChangeEvent) || publication.matching(schema, table).length === 0) {
      return {
        ok: false,
        message: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describe(params, JSON.stringify(filters.map((f) => [f.column, f.op, f.value])))}]`,
      };
    }
    bindings.push({ id, event: event as ChangeEvent, schema, table, filters });
  }
  return { ok: true, bindings };
}
