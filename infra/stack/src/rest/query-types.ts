/** The parsed form of a PostgREST query string (before it meets the schema cache). */

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column reference with an optional JSON path: `data->a->>b`. */
export interface FieldRef {
  name: string;
  json: JsonStep[];
}

export type Aggregate = 'count' | 'sum' | 'avg' | 'max' | 'min';

export interface SelectColumn {
  kind: 'column';
  /** `*` with `aggregate: 'count'` is `count()`. */
  field: FieldRef;
  alias?: string;
  cast?: string;
  /** `col.sum()`: the column aggregated (the other columns of its level become GROUP BY). */
  aggregate?: Aggregate;
  /** `col.sum()::text`: a cast applied to the aggregate's result. */
  aggregateCast?: string;
}

export interface SelectEmbed {
  kind: 'embed';
  target: string;
  alias?: string;
  hint?: string;
  inner: boolean;
  items: SelectItem[];
  /** `...target(cols)`: the embed's columns are merged into the parent object. */
  spread?: boolean;
}

export type SelectItem = { kind: 'star' } | SelectColumn | SelectEmbed;

export type FilterOp =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'is'
  | 'isdistinct'
  | 'in'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxl'
  | 'nxr'
  | 'adj'
  | 'fts'
  | 'plfts'
  | 'phfts'
  | 'wfts';

export interface Filter {
  kind: 'filter';
  field: FieldRef;
  negate: boolean;
  op: FilterOp;
  /** any/all modifier: `like(any).{a*,b*}`. */
  quantifier?: 'any' | 'all';
  /** Text search configuration: `fts(english).word`. */
  language?: string;
  /** The value; for `in` and quantified operators, the list. */
  value: string | string[];
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = Filter | Logic;

export interface OrderTerm {
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Per embedding path ('' is the top level): the conditions, order and range that apply there. */
export interface Scope {
  where: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery {
  select: SelectItem[];
  scopes: Map<string, Scope>;
  onConflict?: string[];
  columns?: string[];
  /** Query parameters that name function arguments (GET rpc). */
  args: Map<string, string>;
}
