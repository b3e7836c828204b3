import { unknownColumn } from './errors';
import type { FieldRef } from './query-types';
import type { Column } from './schema-types';
import { ident, type SqlParams } from './sql';

/** What a select/filter/order can refer to: a relation, or the rows a function returns. */
export interface Source {
  name: string;
  columns: Column[];
  columnsByName: Map<string, Column>;
}

/** A field as SQL: `_t0."data"->$3->>$4`, with its type and the key it is named by in JSON output. */
export interface FieldSql {
  sql: string;
  type: string;
  outputName: string;
}

export function fieldSql(source: Source, alias: string, field: FieldRef, params: SqlParams): FieldSql {
  const column = source.columnsByName.get(field.name);
  if (!column) throw unknownColumn(source.name, field.name);
  let sql = `${alias}.${ident(column.name)}`;
  let type = column.type;
  for (const step of field.json) {
    const key = /^-?\d{1,9}$/.test(step.key) ? `${params.add(step.key)}::integer` : `${params.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
    type = step.arrow === '->>' ? 'text' : type === 'json' ? 'json' : 'jsonb';
  }
  const outputName = field.json.length > 0 ? field.json[field.json.length - 1].key : column.name;
  return { sql, type, outputName };
}
