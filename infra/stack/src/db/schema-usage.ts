// What of a release's data usage (its `portal.data`: tables with the columns it reads, functions) the database no
// longer has. The release tool asks it before a rollback: a release that a contract migration has left behind (a
// column dropped once no running release used it) cannot come back.
import type { Queryable } from './types';

/** The usage as release.json records it: names in `public` as written, others `schema.name`; `*`: every column. */
export interface SchemaUsage {
  tables: Record<string, string[]>;
  functions: string[];
}

/** At most this many names per kind in one question (a release uses a few dozen). */
export const SCHEMA_USAGE_LIMIT = 2000;

const qualified = (name: string) => (name.includes('.') ? name : `public.${name}`);

/** Each missing object, `table <name>`, `column <table>.<column>` or `function <name>`, in the usage's order. */
export async function missingFromSchema(db: Queryable, usage: SchemaUsage): Promise<string[]> {
  const tables = Object.keys(usage.tables);
  const found = new Map<string, Set<string>>();
  if (tables.length) {
    const { rows } = await db.query<{ name: string; columns: string[] }>(
      `select n.nspname || '.' || c.relname as name,
              coalesce(array_agg(a.attname::text) filter (where a.attname is not null), '{}') as columns
         from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         left join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where c.relkind in ('r', 'v', 'm', 'f', 'p') and n.nspname || '.' || c.relname = any($1::text[])
        group by 1`,
      [tables.map(qualified)],
    );
    for (const row of rows) found.set(row.name, new Set(row.columns));
  }
  const functions = new Set<string>();
  if (usage.functions.length) {
    const { rows } = await db.query<{ name: string }>(
      `select distinct n.nspname || '.' || p.proname as name
         from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname || '.' || p.proname = any($1::text[])`,
      [usage.functions.map(qualified)],
    );
    for (const row of rows) functions.add(row.name);
  }
  const missing: string[] = [];
  for (const table of tables) {
    const columns = found.get(qualified(table));
    if (!columns) missing.push(`table ${table}`);
    else for (const column of usage.tables[table]) if (column !== '*' && !columns.has(column)) missing.push(`column ${table}.${column}`);
  }
  for (const fn of usage.functions) if (!functions.has(qualified(fn))) missing.push(`function ${fn}`);
  return missing;
}

/** The usage from an untrusted request (the operations endpoint), or null when it is not one. */
export function parseSchemaUsage(value: unknown): SchemaUsage | null {
  if (!value || typeof value !== 'object') return null;
  const { tables, functions } = value as Record<string, unknown>;
  if (!tables || typeof tables !== 'object' || Array.isArray(tables) || !Array.isArray(functions)) return null;
  const entries = Object.entries(tables as Record<string, unknown>);
  if (entries.length > SCHEMA_USAGE_LIMIT || functions.length > SCHEMA_USAGE_LIMIT) return null;
  const isName = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;
  if (!functions.every(isName)) return null;
  const out: SchemaUsage = { tables: {}, functions };
  for (const [table, columns] of entries) {
    if (!isName(table) || !Array.isArray(columns) || columns.length > SCHEMA_USAGE_LIMIT || !columns.every(isName)) return null;
    out.tables[table] = columns;
  }
  return out;
}
