/** What the REST service knows about the exposed schema (`public`), read from the catalog. */
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
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface RestFunction {
  name: string;
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
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  functions: Map<string, RestFunction[]>;
}
