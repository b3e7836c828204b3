import { ApiError } from './errors';
import type { Plan } from './plan-types';
import type { SelectItem } from './query-types';

/** Limits on what one request may make the database build (see the stack README, "Runaway queries"). */
export interface RestLimits {
  /** Deepest embedding allowed in `select` (`a(b(c(*)))` is 3). */
  maxEmbedDepth: number;
  /** Largest JSON body a read or rpc may return, in bytes. */
  maxResponseBytes: number;
}

export function embedDepth(items: SelectItem[]): number {
  let deepest = 0;
  for (const item of items) if (item.kind === 'embed') deepest = Math.max(deepest, 1 + embedDepth(item.items));
  return deepest;
}

/** Refused before any SQL runs: each level multiplies the rows Postgres must build. */
export function checkEmbedDepth(items: SelectItem[], max: number): void {
  const depth = embedDepth(items);
  if (depth <= max) return;
  throw new ApiError(
    400,
    'PGRST100',
    `"failed to parse select parameter" (embedding ${depth} levels deep, the limit is ${max})`,
    `Resources may be embedded at most ${max} levels deep.`,
    'Select fewer nested resources, or make several requests.',
  );
}

/** Answered when the JSON body Postgres built is over the limit (PostgREST's 413 for SQLSTATE class 54, program limit exceeded). */
export function responseTooLarge(size: number, max: number): ApiError {
  return new ApiError(
    413,
    '54000',
    `The response would be ${size} bytes, more than the limit of ${max} bytes`,
    null,
    'Select fewer columns or embedded resources, add filters, or page with limit/offset or a Range header.',
  );
}

/**
 * A read or rpc statement (one row: n, total, body, inserted) wrapped so that Postgres measures the
 * body and sends it only when it fits: an oversized body never crosses the wire nor fills the
 * server's memory. Writes are left as they are (a data-modifying WITH must stay at the top level;
 * their representation is bounded by the rows the request itself wrote).
 */
export function capResponse(plan: Plan, maxBytes: number): Plan {
  const max = Math.floor(maxBytes);
  return {
    ...plan,
    sql:
      `select _pgrst_r.n, _pgrst_r.total, case when octet_length(_pgrst_r.body) <= ${max} then _pgrst_r.body end as body, ` +
      `_pgrst_r.inserted, octet_length(_pgrst_r.body)::bigint as size from (${plan.sql}) as _pgrst_r`,
  };
}

/** Throws when a capped statement reported a body over the limit. */
export function checkResponseSize(row: { size?: unknown }, maxBytes: number): void {
  const size = row.size === undefined || row.size === null ? 0 : Number(row.size);
  if (size > maxBytes) throw responseTooLarge(size, maxBytes);
}
