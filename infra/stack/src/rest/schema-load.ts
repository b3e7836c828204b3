import type { Queryable } from '../db/types';
import type { Column, ForeignKey, Relation, RestFunction, SchemaSnapshot } from './schema-types';

// One catalog read per exposed schema ($1): relations with their columns, primary keys and unique constraints;
// the columns each view takes from its tables (its rule's target list, as PostgREST reads it); the foreign keys
// of those relations and tables; and functions with their arguments and result shapes.
const CATALOG_SQL = `
with ns as (select oid from pg_namespace where nspname = $1),
rels as (
  select c.oid, c.relname, c.relkind from pg_class c
  where c.relnamespace = (select oid from ns) and c.relkind in ('r', 'p', 'v', 'm', 'f')
),
cols as (
  select a.attrelid, json_agg(json_build_object(
           'name', a.attname, 'type', format_type(a.atttypid, null), 'nullable', not a.attnotnull,
           'defaultExpr', case when a.attidentity <> '' then format('nextval(%L::regclass)', pg_get_serial_sequence(a.attrelid::regclass::text, a.attname))
                           else pg_get_expr(d.adbin, d.adrelid) end,
           'generated', a.attidentity <> '' or a.attgenerated <> '') order by a.attnum) as columns
  from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attnum > 0 and not a.attisdropped and a.attrelid in (select oid from rels)
  group by a.attrelid
),
keys as (
  select k.conrelid, k.contype,
         (select json_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality u(n, ord)
          join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n) as cols
  from pg_constraint k where k.contype in ('p', 'u') and k.conrelid in (select oid from rels)
),
view_cols as (
  select v.relname as view, m[1]::int as resno, m[2] as resname, m[3]::oid as tbl,
         (select a.attname from pg_attribute a where a.attrelid = m[3]::oid and a.attnum = m[4]::int) as col
  from pg_rewrite r join rels v on v.oid = r.ev_class and v.relkind in ('v', 'm'),
  lateral regexp_matches(r.ev_action::text, ':resno (\\d+) :resname (\\S+) :ressortgroupref \\d+ :resorigtbl (\\d+) :resorigcol (\\d+)', 'g') m
  where r.ev_type = '1' and m[3] <> '0'
),
fk_rels as (select oid from rels union select tbl from view_cols)
select
  (select coalesce(json_agg(json_build_object('name', r.relname, 'kind', case when r.relkind in ('v', 'm') then 'view' else 'table' end,
          'columns', coalesce(c.columns, '[]'),
          'primaryKey', coalesce((select k.cols from keys k where k.conrelid = r.oid and k.contype = 'p'), '[]'),
          'uniques', coalesce((select json_agg(k.cols) from keys k where k.conrelid = r.oid), '[]'))), '[]')
     from rels r left join cols c on c.attrelid = r.oid) as relations,
  (select coalesce(json_agg(json_build_object('view', view, 'resno', resno, 'resname', resname, 'tbl', tbl::text, 'col', col)), '[]')
     from view_cols) as view_columns,
  (select coalesce(json_agg(json_build_object('name', k.conname, 'tbl', k.conrelid::text, 'refTbl', k.confrelid::text,
          'columns', (select json_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality u(n, ord)
                      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n),
          'refColumns', (select json_agg(a.attname order by u.ord) from unnest(k.confkey) with ordinality u(n, ord)
                      join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n)) order by k.conname), '[]')
     from pg_constraint k
     where k.contype = 'f' and k.conrelid in (select oid from fk_rels) and k.confrelid in (select oid from fk_rels)) as foreign_keys,
  (select coalesce(json_object_agg(r.oid::text, r.relname), '{}') from rels r) as rel_names,
  (select coalesce(json_agg(json_build_object(
          'name', p.proname,
          'returnType', format_type(p.prorettype, null),
          'returnsSet', p.proretset,
          'volatile', p.provolatile = 'v',
          'returnsVoid', p.prorettype = 'void'::regtype,
          'nargs', p.pronargs, 'ndefaults', p.pronargdefaults,
          'argNames', coalesce(p.proargnames, '{}'),
          'argModes', coalesce(p.proargmodes::text[], '{}'),
          'argTypes', (select json_agg(format_type(t, null) order by o) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(t, o)),
          'variadic', p.provariadic <> 0,
          'rowRelation', (select rc.relname from pg_type t join pg_class rc on rc.oid = t.typrelid
                          where t.oid = p.prorettype and rc.relnamespace = (select oid from ns)),
          'argRelation', (select rc.relname from pg_type t join pg_class rc on rc.oid = t.typrelid
                          where p.pronargs >= 1 and t.oid = p.proargtypes[0] and rc.relnamespace = (select oid from ns)),
          'rowColumns', (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null)) order by a.attnum)
                         from pg_type t join pg_attribute a on a.attrelid = t.typrelid
                         where t.oid = p.prorettype and t.typrelid <> 0 and a.attnum > 0 and not a.attisdropped)
        )), '[]')
     from pg_proc p where p.pronamespace = (select oid from ns) and p.prokind = 'f') as functions
`;

interface RawFunction {
  name: string;
  returnType: string;
  returnsSet: boolean;
  volatile: boolean;
  returnsVoid: boolean;
  nargs: number;
  ndefaults: number;
  argNames: string[];
  argModes: string[];
  argTypes: string[] | null;
  variadic: boolean;
  rowRelation: string | null;
  argRelation: string | null;
  rowColumns: { name: string; type: string }[] | null;
}

interface RawForeignKey {
  name: string;
  tbl: string;
  refTbl: string;
  columns: string[];
  refColumns: string[];
}

interface RawCatalog {
  relations: (Omit<Relation, 'columnsByName' | 'schema'> & { columns: Column[] })[];
  view_columns: { view: string; resno: number; resname: string; tbl: string; col: string }[];
  foreign_keys: RawForeignKey[];
  rel_names: Record<string, string>;
  functions: RawFunction[];
}

/** Catalog reads can meet a type or relation dropped meanwhile (`XX000 cache lookup failed`): read again. */
const isCatalogRace = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return e?.code === 'XX000' || /cache lookup failed|could not open relation/.test(String(e?.message ?? ''));
};

export async function loadSchema(db: Queryable, schema = 'public'): Promise<SchemaSnapshot> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { rows } = await db.query<RawCatalog>(CATALOG_SQL, [schema]);
      return toSnapshot(schema, rows[0]);
    } catch (error) {
      if (!isCatalogRace(error) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

function toSnapshot(schema: string, raw: RawCatalog): SchemaSnapshot {
  const relations = new Map<string, Relation>();
  for (const r of raw.relations) {
    relations.set(r.name, { ...r, schema, columnsByName: new Map(r.columns.map((c) => [c.name, c])) });
  }
  const functions = new Map<string, RestFunction[]>();
  for (const f of raw.functions) {
    const fn = toFunction(schema, f);
    functions.set(fn.name, [...(functions.get(fn.name) ?? []), fn]);
  }
  return { schema, relations, foreignKeys: foreignKeys(raw, relations), functions };
}

/** Where each column of each view comes from: view → (table oid → view column per table column). */
function viewSources(raw: RawCatalog, relations: Map<string, Relation>): Map<string, Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, Map<string, string>>>();
  const last = new Map<string, { tbl: string; col: string }>();
  for (const vc of raw.view_columns) {
    const view = relations.get(vc.view);
    // The view's own target list is the last one in the rule's text; a column matches by position and name.
    if (view && view.columns[vc.resno - 1]?.name === vc.resname && vc.col) last.set(`${vc.view}\u0000${vc.resname}`, vc);
  }
  for (const [key, { tbl, col }] of last) {
    const [view, viewColumn] = key.split('\u0000');
    const byTable = out.get(view) ?? new Map<string, Map<string, string>>();
    const cols = byTable.get(tbl) ?? new Map<string, string>();
    if (!cols.has(col)) cols.set(col, viewColumn);
    byTable.set(tbl, cols);
    out.set(view, byTable);
  }
  return out;
}

/** Foreign keys between exposed relations, and the same keys seen through views that keep their columns. */
function foreignKeys(raw: RawCatalog, relations: Map<string, Relation>): ForeignKey[] {
  const sources = viewSources(raw, relations);
  const endpoints = (oid: string, columns: string[]) => {
    const found: { name: string; columns: string[]; view: boolean }[] = [];
    const own = raw.rel_names[oid];
    if (own !== undefined) found.push({ name: own, columns, view: false });
    for (const [view, byTable] of sources) {
      const cols = byTable.get(oid);
      if (!cols || !columns.every((c) => cols.has(c))) continue;
      found.push({ name: view, columns: columns.map((c) => cols.get(c)!), view: true });
    }
    return found;
  };
  const out: ForeignKey[] = [];
  for (const fk of raw.foreign_keys) {
    for (const from of endpoints(fk.tbl, fk.columns)) {
      for (const to of endpoints(fk.refTbl, fk.refColumns)) {
        out.push({
          name: fk.name,
          table: from.name,
          columns: from.columns,
          refTable: to.name,
          refColumns: to.columns,
          ...(from.view || to.view ? { viaView: true } : {}),
        });
      }
    }
  }
  return out;
}

const resultColumn = (name: string, type: string): Column => ({ name, type, nullable: true, defaultExpr: null, generated: false });

function toFunction(schema: string, f: RawFunction): RestFunction {
  const types = f.argTypes ?? [];
  const modes = f.argModes.length > 0 ? f.argModes : types.map(() => 'i');
  const inputs: RestFunction['args'] = [];
  const outputs: Column[] = [];
  types.forEach((type, i) => {
    const mode = modes[i] ?? 'i';
    const name = f.argNames[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type, hasDefault: false, variadic: mode === 'v' });
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.push(resultColumn(name, type));
  });
  // The last pronargdefaults input arguments have defaults.
  inputs.forEach((arg, i) => (arg.hasDefault = i >= inputs.length - f.ndefaults));
  let resultColumns: Column[] | null = null;
  if (outputs.length > 1 || (outputs.length === 1 && modes.includes('t'))) resultColumns = outputs;
  else if (f.rowColumns && f.rowColumns.length > 0) resultColumns = f.rowColumns.map((c) => resultColumn(c.name, c.type));
  return {
    name: f.name,
    schema,
    argRelation: f.argRelation,
    rowRelation: f.rowRelation,
    args: inputs,
    returnType: f.returnType,
    returnsSet: f.returnsSet,
    resultColumns,
    volatile: f.volatile,
    returnsVoid: f.returnsVoid,
  };
}
