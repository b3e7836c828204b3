import type { Db } from '../db/types';

/**
 * The embedded database has no LISTEN the stack can wait on: every statement the stack sends through
 * it (requests, functions, cron jobs) pokes the change feed when it completes, so a change reaches its
 * subscribers at once rather than at the next poll.
 */
export function pokeAfterWrites(db: Db, poke: () => void): Db {
  const after = <T>(promise: Promise<T>): Promise<T> => promise.finally(poke);
  return {
    kind: db.kind,
    query: (sql, params) => after(db.query(sql, params)),
    exec: (sql) => after(db.exec(sql)),
    transaction: (fn, options) => after(db.transaction(fn, options)),
    batch: (statements, options) => after(db.batch(statements, options)),
    close: () => db.close(),
  };
}
