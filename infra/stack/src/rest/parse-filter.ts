import { parseError } from './errors';
import { parseJsonPath } from './parse-select';
import { MAX_DEPTH, Scanner } from './scanner';
import type { Condition, FieldRef, Filter, FilterOp, Logic } from './query-types';

const OPS = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);
const QUANTIFIABLE = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);
/** Items of an `in.(...)` or `op(any).{...}` list. */
const MAX_LIST = 10000;
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/** A filter parameter's value: `[not.]op[(any|all|lang)].value` for the field given by the key. */
export function parseFilter(field: FieldRef, text: string): Filter {
  const s = new Scanner(text, 'filter');
  return parseOperation(s, field, true);
}

/** A logic parameter: `or=(a.eq.1,and(b.gt.2,c.is.null))`, the value with its parentheses. */
export function parseLogic(op: 'and' | 'or', negate: boolean, text: string): Logic {
  const s = new Scanner(text, 'logic tree');
  s.skipSpaces();
  const logic = parseGroup(s, op, negate, 0);
  s.skipSpaces();
  if (!s.done) throw s.fail('expecting end of input');
  return logic;
}

function parseGroup(s: Scanner, op: 'and' | 'or', negate: boolean, depth: number): Logic {
  if (depth > MAX_DEPTH) throw s.fail('(logic tree too deep)');
  s.expect('(');
  const children: Condition[] = [];
  do {
    s.skipSpaces();
    children.push(parseCondition(s, depth));
    s.skipSpaces();
  } while (s.eat(','));
  s.expect(')');
  return { kind: 'logic', op, negate, children };
}

function parseCondition(s: Scanner, depth: number): Condition {
  const start = s.pos;
  const negate = s.eat('not.');
  for (const op of ['and', 'or'] as const) {
    if (s.peek(op + '(')) {
      s.pos += op.length;
      return parseGroup(s, op, negate, depth + 1);
    }
  }
  s.pos = start;
  const name = s.name(true);
  const field: FieldRef = { name, json: parseJsonPath(s) };
  s.expect('.');
  return parseOperation(s, field, false);
}

/** In a logic tree a value ends at `,` or `)`; it may be double-quoted. */
function readLogicValue(s: Scanner): string {
  if (s.peek('"')) return s.quoted();
  const start = s.pos;
  while (!s.done && s.text[s.pos] !== ',' && s.text[s.pos] !== ')') s.pos++;
  return s.text.slice(start, s.pos);
}

function parseOperation(s: Scanner, field: FieldRef, topLevel: boolean): Filter {
  const negate = s.eat('not.');
  const opStart = s.pos;
  while (!s.done && /[a-z]/.test(s.text[s.pos])) s.pos++;
  const op = s.text.slice(opStart, s.pos);
  if (!OPS.has(op)) {
    s.pos = opStart;
    throw s.fail(
      'expecting an operator (eq, neq, gt, gte, lt, lte, like, ilike, match, imatch, is, isdistinct, in, cs, cd, ov, sl, sr, nxl, nxr, adj, fts, plfts, phfts, wfts)',
    );
  }
  const filter: Filter = { kind: 'filter', field, negate, op: op as FilterOp, value: '' };
  if (s.eat('(')) {
    const modifier = s.name();
    s.expect(')');
    if ((modifier === 'any' || modifier === 'all') && QUANTIFIABLE.has(op)) filter.quantifier = modifier;
    else if (FTS.has(op)) filter.language = modifier;
    else throw s.fail(`(unknown modifier "${modifier}")`);
  }
  s.expect('.');
  if (op === 'in' || (op === 'ov' && s.peek('('))) {
    filter.value = parseList(s);
    if (topLevel && !s.done) throw s.fail('expecting end of input after the list');
    return filter;
  }
  if (topLevel) {
    filter.value = s.text.slice(s.pos);
    s.pos = s.text.length;
  } else {
    filter.value = readLogicValue(s);
  }
  if (op === 'is' && !IS_VALUES.has(String(filter.value).toLowerCase())) {
    throw parseError(
      `"failed to parse filter (is.${String(filter.value).slice(0, 100)})" (line 1, column ${s.pos + 1})`,
      'unexpected value: expecting null, not_null, true, false or unknown',
    );
  }
  if (filter.quantifier) {
    const list = String(filter.value);
    if (!list.startsWith('{') || !list.endsWith('}')) throw s.fail('(expecting a list {a,b} after any/all)');
    let items = 1;
    for (let i = 0; i < list.length && items <= MAX_LIST; i++) if (list.charCodeAt(i) === 44) items++;
    if (items > MAX_LIST) throw s.fail(`(more than ${MAX_LIST} items in the list)`);
  }
  return filter;
}

/** `(a,"b,c",d)` → ['a', 'b,c', 'd']; `()` → []. */
function parseList(s: Scanner): string[] {
  s.expect('(');
  const items: string[] = [];
  if (s.eat(')')) return items;
  do {
    s.skipSpaces();
    if (s.peek('"')) items.push(s.quoted());
    else {
      const start = s.pos;
      while (!s.done && s.text[s.pos] !== ',' && s.text[s.pos] !== ')') s.pos++;
      items.push(s.text.slice(start, s.pos));
    }
    if (items.length > MAX_LIST) throw s.fail('(list too long)');
  } while (s.eat(','));
  s.expect(')');
  return items;
}
