import type { Queryable } from '../../stack/src/db/types';

/** One Postgres type the schema's columns, arguments and results use (pg_type, resolved by oid). */
export interface PgType {
  oid: number;
  schema: string;
  name: string;
  /** pg_type.typtype: b base, c composite, d domain, e enum, p pseudo, r range, m multirange. */
  kind: string;
  /** Arrays: the element type (0 otherwise). */
  elementOid: number;
  /** Domains: the base type (0 otherwise). */
  baseOid: number;
  /** Composite types: the relation (table, view or standalone composite) whose row it is (0 otherwise). */
  relationOid: number;
  /** Enums: the labels in their sort order. */
  enumLabels: string[];
}

export interface Column {
  name: string;
  typeOid: number;
  nullable: boolean;
  hasDefault: boolean;
  /** 'a' generated always as identity, 'd' by default, '' not an identity. */
  identity: string;
  /** 's' stored or 'v' virtual generated column, '' otherwise. */
  generated: string;
  /** Views: the column can be written through the view. */
  updatable: boolean;
}

export interface Relationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface Relation {
  oid: number;
  name: string;
  /** r table, p partitioned table, f foreign table, v view, m materialized view, c standalone composite type. */
  kind: string;
  /** Views: insert and update go through (pg_relation_is_updatable bits 8 and 4). */
  updatable: boolean;
  columns: Column[];
  relationships: Relationship[];
}

export interface FunctionArg {
  name: string;
  typeOid: number;
  /** i in, o out, b inout, v variadic, t a column of `returns table (...)`. */
  mode: string;
  hasDefault: boolean;
}

export interface PgFunction {
  name: string;
  /** The identity arguments' types (`pg_get_function_identity_arguments`), to order overloads. */
  signature: string;
  args: FunctionArg[];
  returnTypeOid: number;
  returnsSet: boolean;
  /** The planner's row estimate (`rows`), which tells a set of one row from a set of many. */
  rows: number;
}

/** What the generator needs of one schema, read from the catalogs. */
export interface SchemaModel {
  schema: string;
  relations: Relation[];
  functions: PgFunction[];
  /** Every enum of the schema and every type its relations and functions use, with their element and base types. */
  types: Map<number, PgType>;
}

const RELATIONS = `
  select c.oid::int as oid, c.relname as name, c.relkind::text as kind,
         (c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 12) = 12) as updatable
    from pg_class c
   where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm', 'c')
     and not c.relispartition`;

const COLUMNS = `
  select a.attrelid::int as relation, a.attname as name, a.atttypid::int as type_oid, not a.attnotnull as nullable,
         a.atthasdef as has_default, a.attidentity::text as identity, a.attgenerated::text as generated,
         coalesce(pg_column_is_updatable(a.attrelid, a.attnum, false), false) as updatable
    from pg_attribute a join pg_class c on c.oid = a.attrelid
   where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm', 'c')
     and a.attnum > 0 and not a.attisdropped
   order by a.attrelid, a.attnum`;

// A foreign key whose columns are exactly a primary key or unique constraint of its own table is one-to-one
// (PostgREST's rule, as postgres-meta applies it for the generator).
const RELATIONSHIPS = `
  select fk.conname as name, fk.conrelid::int as relation, target.relname as referenced_relation,
         array(select a.attname::text from unnest(fk.conkey) with ordinality k(attnum, n)
                 join pg_attribute a on a.attrelid = fk.conrelid and a.attnum = k.attnum order by k.n) as columns,
         array(select a.attname::text from unnest(fk.confkey) with ordinality k(attnum, n)
                 join pg_attribute a on a.attrelid = fk.confrelid and a.attnum = k.attnum order by k.n) as referenced_columns,
         exists (select 1 from pg_constraint u
                  where u.conrelid = fk.conrelid and u.contype in ('p', 'u')
                    and u.conkey @> fk.conkey and u.conkey <@ fk.conkey) as one_to_one
    from pg_constraint fk join pg_class target on target.oid = fk.confrelid
   where fk.contype = 'f' and fk.conparentid = 0
     and fk.connamespace = $1::regnamespace and target.relnamespace = $1::regnamespace`;

// Trigger and event-trigger functions are not callable through the API; aggregates and procedures neither.
const FUNCTIONS = `
  select p.proname as name, pg_get_function_identity_arguments(p.oid) as signature, p.prorettype::int as return_type_oid,
         p.proretset as returns_set, p.prorows::float8 as rows, p.pronargdefaults::int as default_count,
         coalesce(p.proallargtypes, p.proargtypes::oid[])::int[] as arg_types,
         coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs::int]))::text[] as arg_modes,
         coalesce(p.proargnames, array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))])) as arg_names
    from pg_proc p
   where p.pronamespace = $1::regnamespace and p.prokind = 'f'
     and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`;

const TYPES = `
  select t.oid::int as oid, n.nspname as schema, t.typname as name, t.typtype::text as kind,
         t.typbasetype::int as base_oid, t.typrelid::int as relation_oid,
         case when t.typcategory = 'A' then t.typelem::int else 0 end as array_of,
         array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as enum_labels
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
   where t.oid = any($1::oid[])`;

interface RelationRow {
  oid: number;
  name: string;
  kind: string;
  updatable: boolean;
}
interface ColumnRow {
  relation: number;
  name: string;
  type_oid: number;
  nullable: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
  updatable: boolean;
}
interface RelationshipRow {
  name: string;
  relation: number;
  referenced_relation: string;
  columns: string[];
  referenced_columns: string[];
  one_to_one: boolean;
}
interface FunctionRow {
  name: string;
  signature: string;
  return_type_oid: number;
  returns_set: boolean;
  rows: number;
  default_count: number;
  arg_types: number[];
  arg_modes: string[];
  arg_names: string[];
}
interface TypeRow {
  oid: number;
  schema: string;
  name: string;
  kind: string;
  base_oid: number;
  relation_oid: number;
  array_of: number;
  enum_labels: string[];
}

/** Reads `schema`'s tables, views, functions and the types they use from pg_catalog. */
export async function introspectSchema(db: Queryable, schema = 'public'): Promise<SchemaModel> {
  const [relations, columns, relationships, functions] = await Promise.all([
    db.query<RelationRow>(RELATIONS, [schema]),
    db.query<ColumnRow>(COLUMNS, [schema]),
    db.query<RelationshipRow>(RELATIONSHIPS, [schema]),
    db.query<FunctionRow>(FUNCTIONS, [schema]),
  ]);
  const byOid = new Map<number, Relation>(
    relations.rows.map((r) => [r.oid, { oid: r.oid, name: r.name, kind: r.kind, updatable: r.updatable, columns: [], relationships: [] }]),
  );
  for (const c of columns.rows) {
    byOid.get(c.relation)?.columns.push({
      name: c.name,
      typeOid: c.type_oid,
      nullable: c.nullable,
      hasDefault: c.has_default,
      identity: c.identity,
      generated: c.generated,
      updatable: c.updatable,
    });
  }
  for (const r of relationships.rows) {
    byOid.get(r.relation)?.relationships.push({
      foreignKeyName: r.name,
      columns: r.columns,
      isOneToOne: r.one_to_one,
      referencedRelation: r.referenced_relation,
      referencedColumns: r.referenced_columns,
    });
  }
  const fns = functions.rows.map(toFunction);
  // Every enum of the schema, used or not (as `supabase gen types` lists them): a type the database declares for the
  // apps (public.search_kind) is there even when no column or signature names it.
  const enums = await db.query<{ oid: number }>(
    `select t.oid::int as oid from pg_type t where t.typnamespace = $1::regnamespace and t.typtype = 'e'`,
    [schema],
  );
  const types = await loadTypes(db, [
    ...enums.rows.map((e) => e.oid),
    ...columns.rows.map((c) => c.type_oid),
    ...fns.flatMap((f) => [f.returnTypeOid, ...f.args.map((a) => a.typeOid)]),
  ]);
  return { schema, relations: [...byOid.values()], functions: fns, types };
}

function toFunction(row: FunctionRow): PgFunction {
  // Of the input arguments (modes i, b, v), the last `default_count` have defaults.
  const inputs = row.arg_modes.flatMap((mode, i) => (mode === 'i' || mode === 'b' || mode === 'v' ? [i] : []));
  const defaulted = new Set(inputs.slice(inputs.length - row.default_count));
  const args = row.arg_modes.map((mode, i) => ({
    name: row.arg_names[i] ?? '',
    typeOid: row.arg_types[i],
    mode,
    hasDefault: defaulted.has(i),
  }));
  return {
    name: row.name,
    signature: row.signature,
    args,
    returnTypeOid: row.return_type_oid,
    returnsSet: row.returns_set,
    rows: row.rows,
  };
}

/** The types with these oids, and transitively the element types of arrays and the base types of domains. */
async function loadTypes(db: Queryable, oids: number[]): Promise<Map<number, PgType>> {
  const types = new Map<number, PgType>();
  let wanted = [...new Set(oids)];
  while (wanted.length > 0) {
    const { rows } = await db.query<TypeRow>(TYPES, [wanted]);
    for (const t of rows) {
      types.set(t.oid, {
        oid: t.oid,
        schema: t.schema,
        name: t.name,
        kind: t.kind,
        elementOid: t.array_of,
        baseOid: t.base_oid,
        relationOid: t.relation_oid,
        enumLabels: t.enum_labels,
      });
    }
    wanted = [...new Set(rows.flatMap((t) => [t.array_of, t.base_oid]))].filter((oid) => oid !== 0 && !types.has(oid));
  }
  return types;
}
