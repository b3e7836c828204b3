import type { Db, Queryable } from './types';

/** Makes the session user of the current transaction `authenticator` (SET LOCAL SESSION AUTHORIZATION). */
const ENTER = { sql: `select set_config('session_authorization', 'authenticator', true)` };

/**
 * PGlite has one connection and one user, `postgres`, a superuser. API transactions on it begin with
 * `SET LOCAL SESSION AUTHORIZATION authenticator`: within them session_user is `authenticator`,
 * `is_superuser` is off, and `SET ROLE`/`RESET ROLE` reach only authenticator's roles (anon,
 * authenticated, service_role), as on PostgreSQL. The transaction's end restores `postgres` for the
 * stack's own work. What remains of the superuser (README, "Security"): a function a migration defines could
 * run `RESET SESSION AUTHORIZATION`, which PostgreSQL allows because the connection logged in as a superuser;
 * no request's input is ever SQL, so only reviewed migrations could; on PostgreSQL even they cannot.
 */
export function asApiSession(db: Db): Db {
  return {
    ...db,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>, options?: Parameters<Db['transaction']>[1]) =>
      db.transaction(async (tx) => {
        await tx.query(ENTER.sql);
        return fn(tx);
      }, options),
    close: async () => undefined, // the connection is the stack's own: closed with it
    batch: async (statements, options) => {
      const check = options?.check;
      const results = await db.batch([ENTER, ...statements], { ...options, check: check && ((all) => check(all.slice(1))) });
      return results.slice(1);
    },
  };
}
