import type { ChangeBinding, JoinedChannel } from './channel';

export interface IndexedBinding {
  channel: JoinedChannel;
  binding: ChangeBinding;
}

const SEP = '\u0000';
const keyOf = (value: unknown) =>
  value === null || value === undefined ? undefined : typeof value === 'object' ? JSON.stringify(value) : String(value);
/** An `eq` value the index may look up as text: compare() in filters.ts finds it equal to exactly the values of the same text. */
const indexable = (value: string) => !Number.isFinite(Number(value)) || String(Number(value)) === value;

/**
 * The bindings of every listening channel, arranged so that a change finds its candidates without testing
 * every binding: a binding with an `eq` filter (the bell's `user_id=eq.<id>`) is found by that column's
 * value in the changed row, the others by their table. A drain of N changes for M subscribers costs about
 * N + M lookups instead of N × M filter tests. Candidates are still checked in full (event, every filter).
 */
export class BindingIndex {
  private readonly byValue = new Map<string, IndexedBinding[]>();
  private readonly eqColumns = new Map<string, Set<string>>();
  private readonly byTable = new Map<string, IndexedBinding[]>();
  private readonly anyTable: IndexedBinding[] = [];

  constructor(channels: JoinedChannel[]) {
    for (const channel of channels) {
      for (const binding of channel.bindings) {
        const entry = { channel, binding };
        if (binding.schema === '*' || binding.table === '*') {
          this.anyTable.push(entry);
          continue;
        }
        const table = `${binding.schema}${SEP}${binding.table}`;
        const eq = binding.filters.find((f) => f.op === 'eq' && typeof f.value === 'string' && indexable(f.value));
        if (eq) {
          let columns = this.eqColumns.get(table);
          if (!columns) this.eqColumns.set(table, (columns = new Set()));
          columns.add(eq.column);
          push(this.byValue, `${table}${SEP}${eq.column}${SEP}${eq.value as string}`, entry);
        } else {
          push(this.byTable, table, entry);
        }
      }
    }
  }

  /** The bindings that may match a change of this table whose (filtered) row is `row`. */
  candidates(schema: string, table: string, row: Record<string, unknown> | null): IndexedBinding[] {
    const key = `${schema}${SEP}${table}`;
    const found = [...this.anyTable, ...(this.byTable.get(key) ?? [])];
    for (const column of this.eqColumns.get(key) ?? []) {
      const value = keyOf(row?.[column]);
      if (value !== undefined) found.push(...(this.byValue.get(`${key}${SEP}${column}${SEP}${value}`) ?? []));
    }
    return found;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
