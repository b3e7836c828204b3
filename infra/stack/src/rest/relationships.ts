import { ApiError, noRelationship } from './errors';
import type { ForeignKey, Relation, RestFunction, SchemaSnapshot } from './schema-types';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

/** How an embedded resource joins its parent (PostgREST's relationships, read from foreign keys). */
export interface Relationship {
  /** The embedded relation. */
  target: Relation;
  /** to-one embeds answer an object; to-many an array. */
  cardinality: 'one' | 'many';
  kind: Cardinality | 'computed';
  /** The foreign key's name (the junction's name for many-to-many, the function's for a computed relationship). */
  constraint: string;
  /** Column pairs [parent column, target column] (foreign-key relationships). */
  pairs: [string, string][];
  /** Many-to-many: the junction table, [parent column, junction column] and [target column, junction column] pairs. */
  junction?: { rel: Relation; parentPairs: [string, string][]; targetPairs: [string, string][]; fk1: string; fk2: string };
  /** A computed relationship: `fn(parent_row)` returns the target's rows. */
  fn?: RestFunction;
  self: boolean;
  targetIsView: boolean;
  parentName: string;
}

const covers = (uniques: string[][], columns: string[]) =>
  uniques.some((u) => u.length === columns.length && u.every((c) => columns.includes(c)));

/** Every relationship from `parent`, as PostgREST's schema cache lists them. */
function relationshipsFrom(schema: SchemaSnapshot, parent: string): Relationship[] {
  const out: Relationship[] = [];
  const fromRel = schema.relations.get(parent);
  if (!fromRel) return out;
  for (const fk of schema.foreignKeys) {
    if (fk.table === parent) {
      const target = schema.relations.get(fk.refTable);
      if (target) {
        const oneToOne = covers(fromRel.uniques, fk.columns);
        out.push({
          target,
          cardinality: 'one',
          kind: oneToOne ? 'one-to-one' : 'many-to-one',
          constraint: fk.name,
          pairs: fk.columns.map((c, i) => [c, fk.refColumns[i]]),
          self: fk.table === fk.refTable,
          targetIsView: target.kind === 'view',
          parentName: parent,
        });
      }
    }
    if (fk.refTable === parent) {
      const target = schema.relations.get(fk.table);
      if (target) {
        const oneToOne = covers(target.uniques, fk.columns);
        out.push({
          target,
          cardinality: oneToOne ? 'one' : 'many',
          kind: oneToOne ? 'one-to-one' : 'one-to-many',
          constraint: fk.name,
          pairs: fk.refColumns.map((c, i) => [c, fk.columns[i]]),
          self: fk.table === fk.refTable,
          targetIsView: target.kind === 'view',
          parentName: parent,
        });
      }
    }
  }
  out.push(...manyToMany(schema, parent));
  for (const fns of schema.functions.values()) {
    for (const fn of fns) {
      if (fn.argRelation !== parent || !fn.rowRelation || fn.args.length < 1) continue;
      const target = schema.relations.get(fn.rowRelation);
      if (!target) continue;
      out.push({
        target,
        cardinality: fn.returnsSet ? 'many' : 'one',
        kind: 'computed',
        constraint: fn.name,
        pairs: [],
        fn,
        self: false,
        targetIsView: target.kind === 'view',
        parentName: parent,
      });
    }
  }
  return out;
}

/** Junction tables: two foreign keys whose columns are all in the junction's primary key. */
function manyToMany(schema: SchemaSnapshot, parent: string): Relationship[] {
  const out: Relationship[] = [];
  const byTable = new Map<string, ForeignKey[]>();
  for (const fk of schema.foreignKeys) byTable.set(fk.table, [...(byTable.get(fk.table) ?? []), fk]);
  for (const [jname, fks] of byTable) {
    const junction = schema.relations.get(jname);
    if (!junction || junction.primaryKey.length === 0) continue;
    for (const f1 of fks) {
      if (f1.refTable !== parent) continue;
      for (const f2 of fks) {
        if (f1 === f2 || f1.name === f2.name) continue;
        const cols = [...f1.columns, ...f2.columns];
        if (!cols.every((c) => junction.primaryKey.includes(c))) continue;
        const target = schema.relations.get(f2.refTable);
        if (!target) continue;
        out.push({
          target,
          cardinality: 'many',
          kind: 'many-to-many',
          constraint: jname,
          pairs: [],
          junction: {
            rel: junction,
            parentPairs: f1.refColumns.map((c, i) => [c, f1.columns[i]]),
            targetPairs: f2.refColumns.map((c, i) => [c, f2.columns[i]]),
            fk1: f1.name,
            fk2: f2.name,
          },
          self: false,
          targetIsView: target.kind === 'view',
          parentName: parent,
        });
      }
    }
  }
  return out;
}

const singleOrigin = (r: Relationship) => (r.pairs.length === 1 ? r.pairs[0][0] : undefined);
const singleForeign = (r: Relationship) => (r.pairs.length === 1 ? r.pairs[0][1] : undefined);

/** PostgREST's findRel: which relationship `parent?select=name[!hint](...)` means. */
function matches(r: Relationship, name: string, hint: string | undefined): boolean {
  if (r.kind === 'computed') return name === r.constraint;
  const fkKind = r.kind !== 'many-to-many';
  if (r.self) {
    if (hint === undefined) {
      return (name === r.target.name && r.kind === 'one-to-many') || (r.kind === 'many-to-one' && singleOrigin(r) === name);
    }
    return name === r.target.name && r.kind === 'one-to-many' && singleForeign(r) === hint;
  }
  if (hint === undefined) {
    return (
      name === r.target.name ||
      (fkKind && name === r.constraint && !r.targetIsView) ||
      (fkKind && singleOrigin(r) === name && !r.targetIsView)
    );
  }
  return (
    name === r.target.name &&
    ((fkKind && hint === r.constraint) ||
      (fkKind && singleOrigin(r) === hint) ||
      (fkKind && singleForeign(r) === hint) ||
      (r.kind === 'many-to-many' && hint === r.constraint))
  );
}

const list = (cols: string[]) => `(${cols.join(', ')})`;

/** PGRST201's `details`: one object per candidate, as PostgREST writes them. */
function describe(r: Relationship) {
  const embedding = `${r.parentName} with ${r.target.name}`;
  if (r.junction) {
    const j = r.junction;
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship: `${j.rel.name} using ${j.fk1}${list(j.parentPairs.map((p) => p[1]))} and ${j.fk2}${list(j.targetPairs.map((p) => p[1]))}`,
    };
  }
  return {
    cardinality: r.kind,
    embedding,
    relationship: `${r.constraint} using ${r.parentName}${list(r.pairs.map((p) => p[0]))} and ${r.target.name}${list(r.pairs.map((p) => p[1]))}`,
  };
}

/**
 * Finds the relationship behind `parent → name[!hint]` (PostgREST's rules: name is a table or view, a
 * foreign key's name or a foreign key column; the hint picks among several; a self-reference is one-to-many
 * by the table's name and many-to-one by the column's). None → 400 PGRST200; several → 300 PGRST201.
 */
export function findRelationship(schema: SchemaSnapshot, parent: string, name: string, hint: string | undefined): Relationship {
  const found = relationshipsFrom(schema, parent).filter((r) => matches(r, name, hint));
  if (found.length === 1) return found[0];
  if (found.length === 0) throw noRelationship(schema.schema, parent, name, hint);
  const error = new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
    null,
    `Try changing '${name}' to one of the following: ${found.map((r) => `'${r.target.name}!${r.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
  error.detailsJson = found.map(describe);
  throw error;
}
