/** What the REST service knows about one exposed schema (config.toml `[api] schemas`), read from the catalog. */
export interface Column {
  name: string;
  /** format_type(atttypid, null): a type name safe to put in SQL (quoted by Postgres where needed). */
  type: string;
  nullable: boolean;
  /** The default expression as Postgres prints it, or null. */
  defaultExpr: string | null;
  /** attidentity ('a' always, 'd' by default) or attgenerated ('s') — columns the database fills. */
  generated: boolean;
}

export interface ForeignKey {
  name: string;
  /** Set when one side is a view: the foreign key of the tables the view's columns come from. */
  viaView?: boolean;
  /** The referencing table and its columns. */
  table: string;
  columns: string[];
  /** The referenced table and its columns. */
  refTable: string;
  refColumns: string[];
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
  columns: Column[];
  columnsByName: Map<string, Column>;
  primaryKey: string[];
  /** The primary key and every unique constraint (column lists), for one-to-one detection. */
  uniques: string[][];
  schema: string;
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface RestFunction {
  name: string;
  schema: string;
  /** The relation whose row type is the first argument (computed fields and relationships: `f(t)`). */
  argRelation: string | null;
  /** The relation whose rows the function returns (`setof t` / `returns t`). */
  rowRelation: string | null;
  args: FunctionArg[];
  /** The return type as format_type prints it. */
  returnType: string;
  returnsSet: boolean;
  /** Result columns when the function returns rows (setof table, table(...), out params); null for scalars. */
  resultColumns: Column[] | null;
  volatile: boolean;
  returnsVoid: boolean;
}

export interface SchemaSnapshot {
  schema: string;
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, RestFunction[]>;
}
