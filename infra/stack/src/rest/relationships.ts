import { ApiError, noRelationship } from './errors';
import type { ForeignKey, Relation, SchemaSnapshot } from './schema-types';

/** How an embedded resource joins its parent. */
export interface Relationship {
  fk: ForeignKey;
  /** The embedded relation. */
  target: Relation;
  /** many-to-one (and one-to-one) embed as an object; one-to-many as an array. */
  cardinality: 'one' | 'many';
  /** Column pairs [parent column, target column]. */
  pairs: [string, string][];
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Finds the foreign key behind `parent → name[!hint]`: name is a table, a foreign key's name or a
 * foreign key column; the hint (fk name or column) picks one when several match (PostgREST's rules).
 */
export function findRelationship(schema: SchemaSnapshot, parent: string, name: string, hint: string | undefined): Relationship {
  const found: Relationship[] = [];
  for (const fk of schema.foreignKeys) {
    if (fk.table === parent && (fk.refTable === name || fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name))) {
      if (hint && fk.name !== hint && !fk.columns.includes(hint) && !fk.refColumns.includes(hint)) continue;
      const target = schema.relations.get(fk.refTable);
      if (target) found.push({ fk, target, cardinality: 'one', pairs: fk.columns.map((c, i) => [c, fk.refColumns[i]]) });
    }
    if (fk.refTable === parent && (fk.table === name || fk.name === name) && !(fk.table === parent && fk.columns.includes(name))) {
      if (hint && fk.name !== hint && !fk.columns.includes(hint) && !fk.refColumns.includes(hint)) continue;
      const target = schema.relations.get(fk.table);
      if (target) {
        const oneToOne = target.primaryKey.length > 0 && same(fk.columns, target.primaryKey);
        found.push({ fk, target, cardinality: oneToOne ? 'one' : 'many', pairs: fk.refColumns.map((c, i) => [c, fk.columns[i]]) });
      }
    }
  }
  if (found.length === 1) return found[0];
  if (found.length === 0) throw noRelationship(parent, name);
  throw new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
    found
      .map((r) => `${r.fk.table} → ${r.fk.refTable} via ${r.fk.name} (${r.cardinality === 'many' ? 'one-to-many' : 'many-to-one'})`)
      .join('; '),
    `Try changing '${name}' to one of the following: ${found.map((r) => `'${name}!${r.fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
