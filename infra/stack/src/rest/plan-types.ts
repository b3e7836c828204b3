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
  /** `select 1 from … where …` (reads): what `count=planned|estimated` asks the planner to estimate. */
  countSource?: string;
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
  /** `text/csv`: a header line, then each row as Postgres prints a record (PostgREST's own construction). */
  csv?: boolean;
}

/** The body built inside Postgres from the rows of `source` (a relation name): JSON, or CSV. */
export function bodyExpr(source: string, opts: Pick<ResponseOptions, 'singular' | 'stripNulls' | 'csv'>): string {
  if (opts.csv) {
    return (
      `(select coalesce(string_agg(_k.k, ','), '') from (select json_object_keys(_r.r)::text as k from ` +
      `(select row_to_json(_h) as r from ${source} as _h limit 1) as _r) as _k) || chr(10) || ` +
      `coalesce(string_agg(substring(${source}::text, 2, length(${source}::text) - 2), chr(10)), '')`
    );
  }
  const agg = opts.singular ? `(json_agg(${source})->0)` : `coalesce(json_agg(${source}), '[]')`;
  return opts.stripNulls ? `json_strip_nulls(${agg})::text` : `${agg}::text`;
}
