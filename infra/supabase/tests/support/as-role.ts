import type { Queryable } from '../../../stack/src/db/types';
import type { TestStack } from '../../../stack/test/support/test-stack';
import { claimsFor, type TestUser } from './users';

/**
 * Runs fn inside one transaction as the caller PostgREST would set up: role (anon/authenticated) and
 * JWT claims as transaction-local settings, so row-level security decides. Rolled back when fn throws.
 */
export function asRole<T>(stack: TestStack, user: TestUser | null, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const claims = claimsFor(user);
  return stack.ctx.db.transaction(async (tx) => {
    await tx.query(
      `select set_config('search_path', 'public, extensions', true), set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [claims.role, JSON.stringify(claims)],
    );
    return fn(tx);
  });
}

/** The error a statement raised (SQLSTATE and message), or null when it succeeded. */
export async function pgErrorOf(run: () => Promise<unknown>): Promise<{ code?: string; message: string } | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const e = error as { code?: string; message: string };
    return { code: e.code, message: e.message };
  }
}
