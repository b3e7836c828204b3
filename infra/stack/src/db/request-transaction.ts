import type { JwtClaims } from '../jwt';
import type { Db, Queryable } from './types';

export interface RequestScope {
  role: string;
  claims: JwtClaims;
  method: string;
  path: string;
  headers: Record<string, string>;
  readOnly?: boolean;
}

/**
 * One transaction per request, begun as PostgREST begins it: the caller's role and JWT claims are
 * set locally (as bind parameters), so row-level security decides what the request may see and do.
 */
export function inRequestTransaction<T>(db: Db, scope: RequestScope, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('search_path', 'public, extensions', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true)`,
      [scope.role, JSON.stringify(scope.claims), scope.method, scope.path, JSON.stringify(scope.headers)],
    );
    return fn(tx);
  }, { readOnly: scope.readOnly });
}

/** Request headers as PostgREST hands them to SQL: lower-case names, one string value each. */
export function headersForSql(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
