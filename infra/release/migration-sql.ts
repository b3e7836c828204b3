// What a migration changes, statement by statement, for the release check (migration-check.ts). No SQL parser is
// installed (no pgsql-ast-parser or libpg-query in node_modules), so this is a linear-time tokenizer (strings,
// quoted identifiers, dollar-quoted bodies and comments are single tokens or skipped) and a matcher for the few
// statement shapes the check cares about. Function bodies are not read; dynamic SQL (EXECUTE) is not seen.

export interface Token {
  /** Words lowercased (unquoted identifiers fold to lower case, as in PostgreSQL); quoted identifiers as written. */
  v: string;
  kind: 'word' | 'ident' | 'string' | 'number' | 'punct';
}

/** Splits SQL into statements of tokens, in one pass. */
export function statements(sql: string): Token[][] {
  const out: Token[][] = [];
  let current: Token[] = [];
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        const pair = sql.slice(i, i + 2);
        if (pair === '/*' || pair === '*/') {
          depth += pair === '/*' ? 1 : -1;
          i += 2;
        } else i++;
      }
    } else if (c === "'" || ((c === 'e' || c === 'E') && sql[i + 1] === "'")) {
      const escapes = c !== "'";
      let j = escapes ? i + 2 : i + 1;
      while (j < n) {
        if (escapes && sql[j] === '\\') j += 2;
        else if (sql[j] === "'" && sql[j + 1] === "'") j += 2;
        else if (sql[j] === "'") break;
        else j++;
      }
      current.push({ v: sql.slice(i, j + 1), kind: 'string' });
      i = j + 1;
    } else if (c === '"') {
      let j = i + 1;
      let name = '';
      while (j < n) {
        if (sql[j] === '"' && sql[j + 1] === '"') {
          name += '"';
          j += 2;
        } else if (sql[j] === '"') break;
        else name += sql[j++];
      }
      current.push({ v: name, kind: 'ident' });
      i = j + 1;
    } else if (c === '$' && /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.test(sql.slice(i, i + 64))) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64))![0];
      const end = sql.indexOf(tag, i + tag.length);
      const stop = end < 0 ? n : end + tag.length;
      current.push({ v: sql.slice(i, stop), kind: 'string' });
      i = stop;
    } else if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < n && /[A-Za-z0-9_$]/.test(sql[j])) j++;
      current.push({ v: sql.slice(i, j).toLowerCase(), kind: 'word' });
      i = j;
    } else if (/[0-9]/.test(c)) {
      let j = i + 1;
      while (j < n && /[0-9.eE]/.test(sql[j])) j++;
      current.push({ v: sql.slice(i, j), kind: 'number' });
      i = j;
    } else if (c === ';') {
      if (current.length) out.push(current);
      current = [];
      i++;
    } else {
      current.push({ v: c, kind: 'punct' });
      i++;
    }
  }
  if (current.length) out.push(current);
  return out;
}

export type ChangeKind =
  'drop-table' | 'rename-table' | 'drop-column' | 'rename-column' | 'column-type' | 'not-null-column' | 'drop-function' | 'rename-function';

/** A change the check weighs against what live releases use. Names are `table` in public, `schema.table` elsewhere. */
export interface Change {
  kind: ChangeKind;
  table?: string;
  column?: string;
  fn?: string;
}

/** An object a statement creates, alters or drops (or puts a policy, trigger or index on): a remote must own it. */
export interface Touch {
  /** `write`: rows inserted, updated, deleted or truncated. */
  verb: 'create' | 'alter' | 'drop' | 'write';
  what: string;
  name: string;
}

export interface MigrationFacts {
  changes: Change[];
  touches: Touch[];
}

const TABLE_LIKE = new Set(['table', 'view', 'sequence', 'type', 'domain']);
const FUNCTION_LIKE = new Set(['function', 'procedure']);

class Cursor {
  constructor(
    readonly t: Token[],
    public i = 0,
  ) {}
  peek(k = 0): string | undefined {
    return this.t[this.i + k]?.v;
  }
  isWord(...words: string[]): boolean {
    return words.every((w, k) => this.t[this.i + k]?.kind === 'word' && this.t[this.i + k].v === w);
  }
  eat(...words: string[]): boolean {
    if (!this.isWord(...words)) return false;
    this.i += words.length;
    return true;
  }
  done(): boolean {
    return this.i >= this.t.length;
  }
  /** A possibly qualified name; `public.x` is `x`. */
  name(): string | null {
    const first = this.t[this.i];
    if (!first || (first.kind !== 'word' && first.kind !== 'ident')) return null;
    this.i++;
    if (this.peek() === '.' && (this.t[this.i + 1]?.kind === 'word' || this.t[this.i + 1]?.kind === 'ident')) {
      const second = this.t[this.i + 1].v;
      this.i += 2;
      return first.v === 'public' ? second : `${first.v}.${second}`;
    }
    return first.v;
  }
  /** Skips a parenthesised group if one starts here. */
  skipParens(): void {
    if (this.peek() !== '(') return;
    let depth = 0;
    do {
      const v = this.t[this.i]?.v;
      if (this.t[this.i]?.kind === 'punct' && v === '(') depth++;
      if (this.t[this.i]?.kind === 'punct' && v === ')') depth--;
      this.i++;
    } while (depth > 0 && !this.done());
  }
}

/** Splits tokens at top-level commas. */
function topLevelParts(tokens: Token[]): Token[][] {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const tok of tokens) {
    if (tok.kind === 'punct' && tok.v === '(') depth++;
    if (tok.kind === 'punct' && tok.v === ')') depth--;
    if (depth === 0 && tok.kind === 'punct' && tok.v === ',') parts.push([]);
    else parts[parts.length - 1].push(tok);
  }
  return parts.filter((p) => p.length);
}

function alterTableAction(table: string, part: Token[], facts: MigrationFacts): void {
  const c = new Cursor(part);
  if (c.eat('drop')) {
    if (c.isWord('constraint')) return;
    c.eat('column');
    c.eat('if', 'exists');
    const column = c.name();
    if (column) facts.changes.push({ kind: 'drop-column', table, column });
  } else if (c.eat('alter')) {
    c.eat('column');
    const column = c.name();
    if (column && (c.isWord('type') || c.isWord('set', 'data', 'type'))) facts.changes.push({ kind: 'column-type', table, column });
  } else if (c.eat('add')) {
    if (['constraint', 'primary', 'unique', 'foreign', 'check', 'exclude'].includes(c.peek() ?? '')) return;
    c.eat('column');
    c.eat('if', 'not', 'exists');
    const column = c.name();
    const words = part.slice(c.i).filter((tok) => tok.kind === 'word');
    const notNull = words.some((w, k) => w.v === 'not' && words[k + 1]?.v === 'null');
    const filled = words.some((w) => w.v === 'default' || w.v === 'generated');
    if (column && notNull && !filled) facts.changes.push({ kind: 'not-null-column', table, column });
  }
}

/** Whether a statement sets or resets `portal.*` (the remote the database holds a migration's kinds to). */
const setsPortalSetting = (tokens: Token[]) =>
  ((tokens[0]?.v === 'set' || tokens[0]?.v === 'reset') && tokens.some((t) => t.v === 'portal')) ||
  (tokens.some((t) => t.kind === 'word' && t.v === 'set_config') && tokens.some((t) => t.kind === 'string' && t.v.includes('portal.')));

function statementFacts(tokens: Token[], facts: MigrationFacts): void {
  const c = new Cursor(tokens);
  if (setsPortalSetting(tokens)) {
    facts.touches.push({ verb: 'alter', what: 'setting', name: 'portal.remote' });
    return;
  }
  if (c.eat('insert', 'into') || c.eat('update') || c.eat('delete', 'from') || c.eat('truncate')) {
    c.eat('table');
    c.eat('only');
    const name = c.name();
    if (name) facts.touches.push({ verb: 'write', what: 'table', name });
    return;
  }
  if (c.eat('drop')) {
    c.eat('materialized');
    const what = c.peek() ?? '';
    if (!TABLE_LIKE.has(what) && !FUNCTION_LIKE.has(what)) return;
    c.i++;
    c.eat('if', 'exists');
    for (const part of topLevelParts(tokens.slice(c.i))) {
      const name = new Cursor(part).name();
      if (!name) continue;
      facts.touches.push({ verb: 'drop', what, name });
      if (what === 'table' || what === 'view') facts.changes.push({ kind: 'drop-table', table: name });
      if (FUNCTION_LIKE.has(what)) facts.changes.push({ kind: 'drop-function', fn: name });
    }
    return;
  }
  if (c.eat('alter')) {
    c.eat('materialized');
    const what = c.peek() ?? '';
    if (!TABLE_LIKE.has(what) && !FUNCTION_LIKE.has(what)) return;
    c.i++;
    c.eat('if', 'exists');
    c.eat('only');
    const name = c.name();
    if (!name) return;
    facts.touches.push({ verb: 'alter', what, name });
    if (FUNCTION_LIKE.has(what)) {
      c.skipParens();
      if (c.isWord('rename', 'to') || c.isWord('set', 'schema')) facts.changes.push({ kind: 'rename-function', fn: name });
      return;
    }
    if (c.isWord('rename', 'to') || c.isWord('set', 'schema')) {
      facts.changes.push({ kind: 'rename-table', table: name });
      return;
    }
    if (c.eat('rename')) {
      if (c.isWord('constraint')) return;
      c.eat('column');
      const column = c.name();
      if (column) facts.changes.push({ kind: 'rename-column', table: name, column });
      return;
    }
    if (what === 'table') for (const part of topLevelParts(tokens.slice(c.i))) alterTableAction(name, part, facts);
    return;
  }
  if (c.eat('create')) {
    c.eat('or', 'replace');
    c.eat('unique');
    c.eat('materialized');
    if (!c.eat('temporary')) c.eat('temp');
    c.eat('unlogged');
    const what = c.peek() ?? '';
    if (TABLE_LIKE.has(what) || FUNCTION_LIKE.has(what)) {
      c.i++;
      c.eat('if', 'not', 'exists');
      const name = c.name();
      if (name) facts.touches.push({ verb: 'create', what, name });
      return;
    }
    // A policy, trigger or index belongs to the table it is on.
    if (what === 'policy' || what === 'trigger' || what === 'index' || what === 'constraint') {
      let depth = 0;
      for (let k = c.i; k < tokens.length; k++) {
        const tok = tokens[k];
        if (tok.kind === 'punct' && tok.v === '(') depth++;
        if (tok.kind === 'punct' && tok.v === ')') depth--;
        if (depth === 0 && tok.kind === 'word' && tok.v === 'on') {
          const on = new Cursor(tokens, k + 1);
          on.eat('only');
          const name = on.name();
          if (name) facts.touches.push({ verb: 'create', what, name });
          return;
        }
      }
    }
  }
}

/** The changes and touched objects of a migration's SQL. */
export function migrationFacts(sql: string): MigrationFacts {
  const facts: MigrationFacts = { changes: [], touches: [] };
  for (const tokens of statements(sql)) statementFacts(tokens, facts);
  return facts;
}
