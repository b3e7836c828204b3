// What a remote's typed calls use of the database, read from its RTK Query API definitions
// (`src/features/*/api/*.ts`): `.from('<table>')`, the `.select('<columns>')` of that chain (embedded
// relations `users(name, email)` count for their table), `.rpc('<fn>')`. The build stamps it in the manifest
// (`portal.data`, infra/build/portal-manifest.mjs), the release records it (release.json `data`) and the
// release check refuses a migration that drops or renames what a live release uses (migration-check.ts).
// Conservative where the text does not say: `.select()` or `.select(<not a string>)` uses every column (`*`);
// `.from(<not a string>)` uses every table of the generated types named in a string of the same file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Tables (with the columns used, `*`: all) and functions; names in `public` as written, others `schema.name`. */
export interface DataUsage {
  tables: Record<string, string[]>;
  functions: string[];
}

const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60[^\x60$]*\x60`;
const CALL = new RegExp(
  String.raw`(storage\s*\??\.\s*)?\.\s*(from|rpc|select|schema|insert|update|upsert|eq|neq|gt|gte|lt|lte|like|ilike|is|in|contains|order)\s*\(\s*(${STRING}|[A-Za-z_$][\w$]*)?`,
  'g',
);
const CONSTANT = new RegExp(String.raw`\bconst\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(${STRING})`, 'g');
const NAME = /^[a-z_][a-z0-9_]*$/;
const REFERENCED = new RegExp(String.raw`(?:referencedTable|foreignTable)\s*:\s*(${STRING})`);
const WRITES = new Set(['insert', 'update', 'upsert']);

const unquote = (literal: string) => literal.slice(1, -1);
const isString = (text: string) => /^['"`]/.test(text);

/** The columns of a PostgREST select list: `a, b:c, rel(x, y)`, `alias:rel!fk(x)`; embedded ones under their table. */
export function selectColumns(list: string, table: string, into: Record<string, Set<string>>): void {
  let depth = 0;
  let start = 0;
  const parts: string[] = [];
  for (let i = 0; i <= list.length; i++) {
    const ch = list[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if ((ch === ',' && depth === 0) || i === list.length) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  const own = (into[table] ??= new Set());
  for (const part of parts.filter(Boolean)) {
    const open = part.indexOf('(');
    const head = (open < 0 ? part : part.slice(0, open)).replace(/^\.\.\./, '');
    const name = head.split(':').pop()!.split('!')[0].split('::')[0].trim();
    if (open < 0) {
      own.add(name === '*' ? '*' : name.replace(/->.*$/, ''));
    } else if (NAME.test(name)) {
      selectColumns(part.slice(open + 1, part.lastIndexOf(')')), name, into);
    }
  }
}

/** Usage of one API file's text; `knownTables`: the generated types' tables and views (for dynamic `.from`). */
export function fileUsage(text: string, knownTables: ReadonlySet<string>): DataUsage {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const constants = new Map<string, string>();
  for (const m of code.matchAll(CONSTANT)) constants.set(m[1], unquote(m[2]));
  const resolve = (arg: string | undefined) => (arg === undefined ? null : isString(arg) ? unquote(arg) : (constants.get(arg) ?? null));
  const tables: Record<string, Set<string>> = {};
  const functions = new Set<string>();
  let table: string | null = null;
  let dynamic = false;
  for (const m of code.matchAll(CALL)) {
    const [, storage, method, arg] = m;
    const value = resolve(arg);
    if (method === 'schema') continue;
    if (method === 'from') {
      table = null;
      if (storage) continue;
      if (value !== null && NAME.test(value)) {
        table = value;
        tables[table] ??= new Set();
      } else if (value === null) dynamic = true;
    } else if (method === 'rpc') {
      table = null;
      if (value !== null) functions.add(value);
      else dynamic = true;
    } else if (!table) {
      continue;
    } else if (method === 'select') {
      if (value === null || value.trim() === '') tables[table].add('*');
      else selectColumns(value, table, tables);
    } else if (WRITES.has(method)) {
      // The written columns are an object the text does not spell out: every column.
      tables[table].add('*');
    } else if (value !== null && NAME.test(value)) {
      // `.order('position', { referencedTable: 'details' })` orders an embedded table by its column.
      const referenced =
        method === 'order' ? REFERENCED.exec(code.slice(m.index + m[0].length, code.indexOf(')', m.index + m[0].length))) : null;
      const on = referenced ? unquote(referenced[1]) : table;
      (tables[on] ??= new Set()).add(value);
    }
  }
  if (dynamic)
    for (const m of code.matchAll(new RegExp(STRING, 'g'))) {
      const value = unquote(m[0]);
      if (knownTables.has(value)) (tables[value] ??= new Set()).add('*');
    }
  return finish(tables, functions);
}

function finish(tables: Record<string, Set<string>>, functions: Set<string>): DataUsage {
  const out: DataUsage = { tables: {}, functions: [...functions].sort() };
  for (const name of Object.keys(tables).sort()) {
    const columns = tables[name];
    // A table read without a select (an insert or delete alone) still depends on the table.
    out.tables[name] = columns.has('*') ? ['*'] : [...columns].sort();
  }
  return out;
}

/** Merges usages (a remote's files, or several releases). */
export function mergeUsage(usages: readonly DataUsage[]): DataUsage {
  const tables: Record<string, Set<string>> = {};
  const functions = new Set<string>();
  for (const usage of usages) {
    for (const [name, columns] of Object.entries(usage.tables)) {
      const set = (tables[name] ??= new Set());
      for (const c of columns) set.add(c);
    }
    for (const fn of usage.functions) functions.add(fn);
  }
  return finish(tables, functions);
}

/** The public tables and views of the generated types (`Database['public']['Tables' | 'Views']`). */
export function generatedTables(typesFile: string): Set<string> {
  const names = new Set<string>();
  if (!existsSync(typesFile)) return names;
  const text = readFileSync(typesFile, 'utf8');
  const publicAt = text.indexOf('\n  public: {');
  const end = text.indexOf('\n    Functions: {', publicAt);
  for (const m of text.slice(publicAt, end < 0 ? undefined : end).matchAll(/^ {6}([a-z_][a-z0-9_]*): \{$/gm)) names.add(m[1]);
  return names;
}

/** A remote's usage: every `src/features/<feature>/api/*.ts` of `dir`. */
export function remoteUsage(dir: string, knownTables: ReadonlySet<string>): DataUsage {
  const features = join(dir, 'src/features');
  const usages: DataUsage[] = [];
  if (existsSync(features))
    for (const feature of readdirSync(features).sort()) {
      const api = join(features, feature, 'api');
      if (!existsSync(api)) continue;
      for (const file of readdirSync(api).sort())
        if (file.endsWith('.ts') && !/\.test\.tsx?$/.test(file)) usages.push(fileUsage(readFileSync(join(api, file), 'utf8'), knownTables));
    }
  return mergeUsage(usages);
}
