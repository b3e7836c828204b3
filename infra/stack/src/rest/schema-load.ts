import type { Queryable } from '../db/types';
import type { Column, ForeignKey, Relation, RestFunction, SchemaSnapshot } from './schema-types';

// One catalog read for the whole cache: relations with their columns and primary keys, foreign keys
// between exposed relations, and functions with their arguments and result shapes.
const CATALOG_SQL = `
with rels as (
  select c.oid, c.relname, c.relkind from pg_class c
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
),
cols as (
  select a.attrelid, json_agg(json_build_object(
           'name', a.attname, 'type', format_type(a.atttypid, null), 'nullable', not a.attnotnull,
           'defaultExpr', pg_get_expr(d.adbin, d.adrelid),
           'generated', a.attidentity <> '' or a.attgenerated <> '') order by a.attnum) as columns
  from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attnum > 0 and not a.attisdropped and a.attrelid in (select oid from rels)
  group by a.attrelid
),
pks as (
  select k.conrelid, json_agg(a.attname order by u.ord) as cols
  from pg_constraint k cross join unnest(k.conkey) with ordinality u(attnum, ord)
  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum
  where k.contype = 'p' and k.conrelid in (select oid from rels)
  group by k.conrelid
)
select
  (select coalesce(json_agg(json_build_object('name', r.relname, 'kind', case when r.relkind in ('v', 'm') then 'view' else 'table' end,
          'columns', coalesce(c.columns, '[]'), 'primaryKey', coalesce(p.cols, '[]'))), '[]')
     from rels r left join cols c on c.attrelid = r.oid left join pks p on p.conrelid = r.oid) as relations,
  (select coalesce(json_agg(json_build_object('name', k.conname, 'table', src.relname, 'refTable', dst.relname,
          'columns', (select json_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality u(n, ord)
                      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n),
          'refColumns', (select json_agg(a.attname order by u.ord) from unnest(k.confkey) with ordinality u(n, ord)
                      join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n))), '[]')
     from pg_constraint k join rels src on src.oid = k.conrelid join rels dst on dst.oid = k.confrelid
     where k.contype = 'f') as foreign_keys,
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
                          where t.oid = p.prorettype and rc.relnamespace = 'public'::regnamespace),
          'rowColumns', (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null)) order by a.attnum)
                         from pg_type t join pg_attribute a on a.attrelid = t.typrelid
                         where t.oid = p.prorettype and t.typrelid <> 0 and a.attnum > 0 and not a.attisdropped)
        )), '[]')
     from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prokind = 'f') as functions
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
  rowColumns: { name: string; type: string }[] | null;
}

interface RawCatalog {
  relations: (Omit<Relation, 'columnsByName'> & { columns: Column[] })[];
  foreign_keys: ForeignKey[];
  functions: RawFunction[];
}

export async function loadSchema(db: Queryable): Promise<SchemaSnapshot> {
  const { rows } = await db.query<RawCatalog>(CATALOG_SQL);
  const raw = rows[0];
  const relations = new Map<string, Relation>();
  for (const r of raw.relations) {
    relations.set(r.name, { ...r, columnsByName: new Map(r.columns.map((c) => [c.name, c])) });
  }
  const functions = new Map<string, RestFunction[]>();
  for (const f of raw.functions) {
    const fn = toFunction(f);
    functions.set(fn.name, [...(functions.get(fn.name) ?? []), fn]);
  }
  return { relations, foreignKeys: raw.foreign_keys, functions };
}

const resultColumn = (name: string, type: string): Column => ({ name, type, nullable: true, defaultExpr: null, generated: false });

function toFunction(f: RawFunction): RestFunction {
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
    args: inputs,
    returnType: f.returnType,
    returnsSet: f.returnsSet,
    resultColumns,
    volatile: f.volatile,
    returnsVoid: f.returnsVoid,
  };
}
