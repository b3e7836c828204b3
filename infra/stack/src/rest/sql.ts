/** SQL text helpers: identifiers are quoted (names come from the schema cache), values become bind parameters. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A relation (or function) of an exposed schema, schema-qualified and quoted. */
export const table = (rel: { schema: string; name: string }) => `${ident(rel.schema)}.${ident(rel.name)}`;

export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a bind parameter and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A Postgres array literal from strings: `{"a","b \"c\""}`. */
export function arrayLiteral(items: string[]): string {
  return `{${items.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** Casts in select (`col::text`): only these type names; the SQL text comes from this table, never the request. */
export const CASTS: Record<string, string> = {
  text: 'text',
  varchar: 'varchar',
  char: 'char',
  int: 'integer',
  integer: 'integer',
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  smallint: 'smallint',
  bigint: 'bigint',
  numeric: 'numeric',
  decimal: 'numeric',
  real: 'real',
  float4: 'real',
  float8: 'double precision',
  float: 'double precision',
  bool: 'boolean',
  boolean: 'boolean',
  json: 'json',
  jsonb: 'jsonb',
  uuid: 'uuid',
  date: 'date',
  time: 'time',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  interval: 'interval',
};
