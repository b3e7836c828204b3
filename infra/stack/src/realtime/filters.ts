import { REALTIME_LIMITS } from './limits';

/** One `column=op.value` condition of a postgres_changes `filter` (Realtime's operators; several are joined by commas). */
export interface ChangeFilter {
  column: string;
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
  value: string | string[];
}

const OPS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

type Parsed = { ok: true; filters: ChangeFilter[] } | { ok: false; message: string };
const failure = (detail: unknown): Parsed => ({ ok: false, message: `Error parsing \`filter\` params: ${JSON.stringify(detail)}` });

/**
 * Splits at the commas outside parentheses and double quotes (hosted Realtime's split_top_level), in one pass.
 * Stops once `max` parts are exceeded: the caller refuses the filter without looking at the rest.
 */
function splitTopLevel(text: string, max: number): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quoted) {
      if (c === 0x5c)
        i++; // backslash: the next character is taken as it is
      else if (c === 0x22) quoted = false;
    } else if (c === 0x22) quoted = true;
    else if (c === 0x28) depth++;
    else if (c === 0x29) depth = Math.max(0, depth - 1);
    else if (c === 0x2c && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
      if (parts.length > max) return parts;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** `"a b"` → `a b` (a value wrapped in double quotes); anything else as it is. */
const unquote = (value: string) => (value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);

/** One `column=op.value` condition, with indexOf and slices only (no backtracking). */
function parseCondition(part: string): { ok: true; filter: ChangeFilter } | { ok: false; detail: unknown } {
  const eq = part.indexOf('=');
  const dot = eq > 0 ? part.indexOf('.', eq + 1) : -1;
  const op = dot > 0 ? part.slice(eq + 1, dot) : '';
  if (eq <= 0 || dot < 0 || !OPS.has(op))
    // The reply quotes at most 200 characters of what was sent.
    return { ok: false, detail: eq >= 0 ? part.slice(eq + 1, eq + 201).split('.') : [part.slice(0, 200)] };
  const column = part.slice(0, eq);
  const raw = part.slice(dot + 1);
  if (op !== 'in') return { ok: true, filter: { column, op: op as ChangeFilter['op'], value: raw } };
  if (raw.length < 2 || !raw.startsWith('(') || !raw.endsWith(')')) return { ok: false, detail: [op, raw.slice(0, 200)] };
  const values = raw.slice(1, -1).split(',', REALTIME_LIMITS.maxInValues + 1);
  if (values.length > REALTIME_LIMITS.maxInValues)
    return { ok: false, detail: `more than ${REALTIME_LIMITS.maxInValues} values in \`in\`` };
  return { ok: true, filter: { column, op, value: values.map((v) => unquote(v.trim())) } };
}

/**
 * Parses a filter string in one linear pass (a filter may be as long as a frame: 1 MiB); on an unsupported
 * one returns Realtime's message. At most REALTIME_LIMITS.maxFilterConditions conditions.
 */
export function parseFilter(filter: unknown): Parsed {
  if (filter === undefined || filter === null) return { ok: true, filters: [] };
  if (typeof filter !== 'string') return failure(filter);
  const trimmed = filter.trim();
  if (trimmed === '') return { ok: true, filters: [] };
  const max = REALTIME_LIMITS.maxFilterConditions;
  const parts = splitTopLevel(trimmed, max);
  if (parts.length > max) return failure(`more than ${max} conditions`);
  const filters: ChangeFilter[] = [];
  for (const part of parts) {
    const parsed = parseCondition(part.trim());
    if (!parsed.ok) return failure(parsed.detail);
    filters.push(parsed.filter);
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
