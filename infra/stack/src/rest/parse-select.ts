import { MAX_DEPTH, Scanner } from './scanner';
import type { FieldRef, JsonStep, SelectItem } from './query-types';

/** `select=*,alias:col::text,data->>k,child!fk!inner(*)` → items. Empty means `*`. */
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

function parseItem(s: Scanner, depth: number): SelectItem {
  s.skipSpaces();
  if (s.eat('*')) return { kind: 'star' };
  let alias: string | undefined;
  s.eat('...'); // spread embeds are treated as ordinary embeds
  let name = s.name();
  if (s.peek(':') && !s.peek('::')) {
    s.pos++;
    alias = name;
    s.eat('...');
    name = s.name();
  }
  if (s.peek('!') || s.peek('(')) {
    let hint: string | undefined;
    let inner = false;
    while (s.eat('!')) {
      const word = s.name();
      if (word === 'inner') inner = true;
      else if (word !== 'left') hint = word;
    }
    s.expect('(');
    const items = s.peek(')') ? [] : parseItems(s, depth + 1);
    s.expect(')');
    return { kind: 'embed', target: name, alias, hint, inner, items };
  }
  const field: FieldRef = { name, json: parseJsonPath(s) };
  let cast: string | undefined;
  if (s.eat('::')) cast = s.name();
  return { kind: 'column', field, alias, cast };
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
