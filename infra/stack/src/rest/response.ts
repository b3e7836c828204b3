import type { ApiResponse } from '../http/types';
import { ApiError } from './errors';
import type { Outcome } from './plan-types';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** `0-4/57`, `0-4/*`, `*\/*` when empty (PostgREST's Content-Range). */
export function contentRange(offset: number, n: number, total: number | null): string {
  const range = n > 0 && total !== 0 ? `${offset}-${offset + n - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** GET/HEAD: 200, 206 for a partial page when the total is known, 416 past the end. */
export function readResponse(outcome: Outcome, offset: number, singular: boolean, applied: string[]): ApiResponse {
  const { n, total } = outcome;
  if (total !== null && offset > total && !(offset === 0 && total === 0)) {
    throw new ApiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      {
        'content-range': `*/${total}`,
      },
    );
  }
  const status = total !== null && n < total && !singular ? 206 : 200;
  return {
    status,
    headers: { 'content-type': JSON_TYPE, 'content-range': contentRange(offset, n, total), ...preferenceApplied(applied) },
    body: outcome.body ?? (singular ? 'null' : '[]'),
  };
}

export function preferenceApplied(applied: string[]): Record<string, string> {
  return applied.length > 0 ? { 'preference-applied': applied.join(', ') } : {};
}

export function errorResponse(error: ApiError): ApiResponse {
  return { status: error.status, headers: { 'content-type': JSON_TYPE, ...error.headers }, body: JSON.stringify(error.body()) };
}
