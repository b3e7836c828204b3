import { parseError } from './errors';
import { parseFilter, parseLogic } from './parse-filter';
import { parseJsonPath, parseSelect } from './parse-select';
import { Scanner } from './scanner';
import type { FieldRef, OrderTerm, ParsedQuery, Scope } from './query-types';

/** Query parameters one request may carry (filters, select, order...): far above any real request. */
export const MAX_PARAMS = 1000;

const emptyScope = (): Scope => ({ where: [], order: [] });

/**
 * Parses a PostgREST query string. `argNames` are function argument names (GET rpc): such parameters
 * become arguments, not filters. Throws ApiError PGRST100 on anything it cannot parse.
 */
export function parseQuery(params: URLSearchParams, argNames: ReadonlySet<string> = new Set()): ParsedQuery {
  const query: ParsedQuery = { select: [{ kind: 'star' }], scopes: new Map([['', emptyScope()]]), args: new Map() };
  const scope = (path: string[]) => {
    const key = path.join('.');
    let s = query.scopes.get(key);
    if (!s) query.scopes.set(key, (s = emptyScope()));
    return s;
  };
  let count = 0;
  for (const [key, value] of params) {
    if (++count > MAX_PARAMS) throw parseError(`"failed to parse the query string" (more than ${MAX_PARAMS} parameters)`);
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'columns') query.columns = parseNameList(value, 'columns');
    else if (key === 'on_conflict') query.onConflict = parseNameList(value, 'on_conflict');
    else if (argNames.has(key)) query.args.set(key, value);
    else parseScoped(key, value, scope);
  }
  return query;
}

function parseScoped(key: string, value: string, scope: (path: string[]) => Scope): void {
  const s = new Scanner(key, 'parameter name');
  const names = [s.name(true)];
  while (s.eat('.')) names.push(s.name(true));
  const json = parseJsonPath(s);
  if (!s.done) throw s.fail('expecting end of the parameter name');
  const last = names[names.length - 1];
  if (json.length === 0) {
    if (names.length >= 2 && names[names.length - 2] === 'not' && (last === 'or' || last === 'and')) {
      scope(names.slice(0, -2)).where.push(parseLogic(last, true, value));
      return;
    }
    const path = names.slice(0, -1);
    switch (last) {
      case 'or':
      case 'and':
        scope(path).where.push(parseLogic(last, false, value));
        return;
      case 'order':
        scope(path).order.push(...parseOrder(value));
        return;
      case 'limit':
        scope(path).limit = parseCount(value, 'limit');
        return;
      case 'offset':
        scope(path).offset = parseCount(value, 'offset');
        return;
    }
  }
  const field: FieldRef = { name: last, json };
  scope(names.slice(0, -1)).where.push(parseFilter(field, value));
}

function parseCount(value: string, what: string): number {
  const n = /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n))
    throw parseError(`"failed to parse ${what} parameter (${value.slice(0, 100)})" (line 1, column 1)`, 'expecting a non-negative integer');
  return n;
}

/** `order=a.desc.nullslast,b` */
export function parseOrder(text: string): OrderTerm[] {
  const s = new Scanner(text, 'order');
  const terms: OrderTerm[] = [];
  do {
    const term: OrderTerm = { field: { name: s.name(true), json: [] } };
    term.field.json = parseJsonPath(s);
    // At most one direction and one nulls placement (PostgREST's grammar), so a term is read in bounded steps.
    if (s.eat('.asc')) term.direction = 'asc';
    else if (s.eat('.desc')) term.direction = 'desc';
    if (s.eat('.nullsfirst')) term.nulls = 'first';
    else if (s.eat('.nullslast')) term.nulls = 'last';
    if (s.peek('.')) throw s.fail('expecting asc, desc, nullsfirst or nullslast');
    terms.push(term);
    s.skipSpaces();
  } while (s.eat(','));
  if (!s.done) throw s.fail('expecting "," or end of input');
  return terms;
}

/** `"a","b"` or `a,b` */
function parseNameList(text: string, what: string): string[] {
  const s = new Scanner(text, what);
  const names: string[] = [];
  do names.push(s.name());
  while (s.eat(','));
  if (!s.done) throw s.fail('expecting "," or end of input');
  return names;
}
