/** One `column=op.value` condition of a postgres_changes `filter` (Realtime's operators; several are joined by commas). */
export interface ChangeFilter {
  column: string;
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
  value: string | string[];
}

const OPS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

/** Parses a filter string; on an unsupported one returns Realtime's message. */
export function parseFilter(filter: unknown): { ok: true; filters: ChangeFilter[] } | { ok: false; message: string } {
  if (filter === undefined || filter === null || (typeof filter === 'string' && filter.trim() === '')) return { ok: true, filters: [] };
  if (typeof filter !== 'string') return { ok: false, message: `Error parsing \`filter\` params: ${JSON.stringify(filter)}` };
  const filters: ChangeFilter[] = [];
  for (const part of filter.split(/,(?![^(]*\))/)) {
    const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(part.trim());
    if (!match || !OPS.has(match[2])) {
      const pieces = part.includes('=') ? part.slice(part.indexOf('=') + 1).split('.') : [part];
      return { ok: false, message: `Error parsing \`filter\` params: ${JSON.stringify(pieces)}` };
    }
    const [, column, op, raw] = match;
    if (op === 'in') {
      const list = /^\((.*)\)$/s.exec(raw);
      if (!list) return { ok: false, message: `Error parsing \`filter\` params: ${JSON.stringify([op, raw])}` };
      filters.push({ column, op, value: list[1].split(',').map((v) => v.trim().replace(/^"(.*)"$/s, '$1')) });
    } else {
      filters.push({ column, op: op as ChangeFilter['op'], value: raw });
    }
  }
  return { ok: true, filters };
}

const text = (value: unknown) =>
  value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);

function compare(actual: unknown, expected: string): number | undefined {
  if (typeof actual === 'number' && expected.trim() !== '' && Number.isFinite(Number(expected))) return actual - Number(expected);
  const left = text(actual);
  if (left === null) return undefined;
  return left < expected ? -1 : left > expected ? 1 : 0;
}

/** Whether a record passes every condition (a missing or null column passes none, as in SQL). */
export function matchesFilters(record: Record<string, unknown> | null | undefined, filters: ChangeFilter[]): boolean {
  if (filters.length === 0) return true;
  if (!record) return false;
  return filters.every(({ column, op, value }) => {
    const actual = record[column];
    if (op === 'in') return (value as string[]).some((v) => compare(actual, v) === 0);
    const order = compare(actual, value as string);
    if (order === undefined) return false;
    switch (op) {
      case 'eq':
        return order === 0;
      case 'neq':
        return order !== 0;
      case 'lt':
        return order < 0;
      case 'lte':
        return order <= 0;
      case 'gt':
        return order > 0;
      case 'gte':
        return order >= 0;
    }
  });
}
