import { MAX_DEPTH, Scanner } from './scanner';
import type { Aggregate, FieldRef, JsonStep, SelectItem } from './query-types';

const AGGREGATES = new Set<string>(['count', 'sum', 'avg', 'max', 'min']);

/** `select=*,alias:col::text,data->>k,child!fk!inner(*),...parent(name),count(),amount.sum()` → items. Empty means `*`. */
export function parseSelect(text: string): SelectItem[] {
  if (text.trim() === '') return [{ kind: 'star' }];
  const s = new Scanner(text, 'select parameter');
  const items = parseItems(s, 0);
  if (!s.done) throw s.fail('expecting "," or end of input');
  return items;
}

function parseItems(s: Scanner, depth: number): SelectItem[] {
  if (depth > MAX_DEPTH) throw s.fail('(embedding too deep)');
  const items: SelectItem[] = [];
  do {
    items.push(parseItem(s, depth));
    s.skipSpaces();
  } while (s.eat(','));
  return items;
}

function parseEmbed(s: Scanner, depth: number, target: string, alias: string | undefined, spread: boolean): SelectItem {
  let hint: string | undefined;
  let inner = false;
  while (s.eat('!')) {
    const word = s.name(true);
    if (word === 'inner') inner = true;
    else if (word !== 'left') hint = word;
  }
  s.expect('(');
  const items = s.peek(')') ? [] : parseItems(s, depth + 1);
  s.expect(')');
  return { kind: 'embed', target, alias, hint, inner, items, ...(spread ? { spread: true } : {}) };
}

function parseItem(s: Scanner, depth: number): SelectItem {
  s.skipSpaces();
  if (s.eat('*')) return { kind: 'star' };
  if (s.eat('...')) return parseEmbed(s, depth, s.name(true), undefined, true);
  let alias: string | undefined;
  let name = s.name(true);
  if (s.peek(':') && !s.peek('::')) {
    s.pos++;
    alias = name;
    name = s.name(true);
  }
  // `count()`: the number of rows (of the group).
  if (name === 'count' && s.eat('()')) {
    const aggregateCast = s.eat('::') ? s.name(true) : undefined;
    return { kind: 'column', field: { name: '*', json: [] }, alias, aggregate: 'count', ...(aggregateCast ? { aggregateCast } : {}) };
  }
  if (s.peek('!') || s.peek('(')) return parseEmbed(s, depth, name, alias, false);
  const field: FieldRef = { name, json: parseJsonPath(s) };
  const item: SelectItem = { kind: 'column', field, alias, cast: undefined };
  if (s.eat('::')) item.cast = s.name(true);
  if (s.eat('.')) {
    const fn = s.name(true);
    if (!AGGREGATES.has(fn)) throw s.fail('expecting an aggregate (sum, avg, count, max, min)');
    s.expect('()');
    item.aggregate = fn as Aggregate;
    if (s.eat('::')) item.aggregateCast = s.name(true);
  }
  return item;
}

/** `->a->>b` after a column name. */
export function parseJsonPath(s: Scanner): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    const arrow = s.eat('->>') ? '->>' : s.eat('->') ? '->' : undefined;
    if (!arrow) return steps;
    steps.push({ arrow, key: s.name() });
    if (steps.length > MAX_DEPTH) throw s.fail('(JSON path too deep)');
  }
}
