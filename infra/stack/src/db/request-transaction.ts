import type { JwtClaims } from '../jwt';
import { statementTimeoutFor } from './role-timeouts';
import type { Db, Queryable, QueryResult, Statement } from './types';

export interface RequestScope {
  role: string;
  claims: JwtClaims;
  method: string;
  path: string;
  headers: Record<string, string>;
  readOnly?: boolean;
  /** The schema the request addresses first (REST's Accept-Profile / Content-Profile; default public). */
  schema?: string;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The first statement of every request, as PostgREST runs it; every value a bind parameter. The
 * role's statement timeout (role-timeouts.ts) is set here too: PostgreSQL enforces it from the next
 * statement on; on the embedded database the Db enforces the same value itself.
 */
function scopeStatement(scope: RequestScope, timeoutMs: number | undefined): Statement {
  return {
    sql: `select set_config('search_path', $8, true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true),
              set_config('transaction_read_only', $6, true),
              set_config('statement_timeout', coalesce($7, current_setting('statement_timeout')), true)`,
    params: [
      scope.role,
      JSON.stringify(scope.claims),
      scope.method,
      scope.path,
      JSON.stringify(scope.headers),
      scope.readOnly ? 'on' : 'off',
      timeoutMs === undefined ? null : String(timeoutMs),
      `${quoteIdent(scope.schema ?? 'public')}, extensions`,
    ],
  };
}

/**
 * One transaction per request, begun as PostgREST begins it: the caller's role and JWT claims are
 * set locally, so row-level security decides what the request may see and do.
 */
export async function inRequestTransaction<T>(db: Db, scope: RequestScope, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const timeoutMs = await statementTimeoutFor(db, scope.role);
  return db.transaction(
    async (tx) => {
      const first = scopeStatement(scope, timeoutMs);
      await tx.query(first.sql, first.params);
      return fn(tx);
    },
    { timeoutMs },
  );
}

/**
 * The same transaction for a request that is one statement (REST): sent as one batch (one exchange on PostgreSQL).
 * `check` sees the statement's result before COMMIT and may throw to roll the request back.
 */
export async function runRequestStatement(
  db: Db,
  scope: RequestScope,
  statement: Statement,
  check?: (result: QueryResult<Record<string, unknown>>) => void,
): Promise<QueryResult<Record<string, unknown>>> {
  const timeoutMs = await statementTimeoutFor(db, scope.role);
  const results = await db.batch([scopeStatement(scope, timeoutMs), statement], { check: check && ((all) => check(all[1])), timeoutMs });
  return results[1];
}

/** Several statements in the request's transaction (one batch); the results of each, after the scope's. */
export async function runRequestStatements(
  db: Db,
  scope: RequestScope,
  statements: Statement[],
  check?: (results: QueryResult<Record<string, unknown>>[]) => void,
): Promise<QueryResult<Record<string, unknown>>[]> {
  const timeoutMs = await statementTimeoutFor(db, scope.role);
  const results = await db.batch([scopeStatement(scope, timeoutMs), ...statements], {
    check: check && ((all) => check(all.slice(1))),
    timeoutMs,
  });
  return results.slice(1);
}

/** Request headers as PostgREST hands them to SQL: lower-case names, one string value each. */
export function headersForSql(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
