/** A planned request: one statement, its bind parameters, and how to read its result. */
export interface Plan {
  sql: string;
  params: unknown[];
  /**
   * 'rows': the statement returns one row `{n, total, body, inserted}`;
   * 'affected': a minimal write, the driver's affected-row count is the result.
   */
  result: 'rows' | 'affected';
  /** The first row's offset (reads), for Content-Range. */
  offset: number;
}

export interface Outcome {
  n: number;
  total: number | null;
  body: string | null;
  inserted: number | null;
  /** The body's size in bytes, when the statement was capped (limits.ts). */
  size?: number | string | null;
}

export interface ResponseOptions {
  count: boolean;
  singular: boolean;
  stripNulls: boolean;
}

/** The JSON body built inside Postgres from the rows of `source`. */
export function bodyExpr(source: string, opts: Pick<ResponseOptions, 'singular' | 'stripNulls'>): string {
  const agg = opts.singular ? `(json_agg(${source})->0)` : `coalesce(json_agg(${source}), '[]')`;
  return opts.stripNulls ? `json_strip_nulls(${agg})::text` : `${agg}::text`;
}
