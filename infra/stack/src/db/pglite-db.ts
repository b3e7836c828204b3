import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { Mutex } from './mutex';
import { BEGIN, type Db, type Queryable, type QueryResult } from './types';

/** Embedded Postgres kept on disk in `dir` (or in memory when dir is undefined). */
export async function openPglite(dir?: string): Promise<Db> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // Same text forms as the pg driver (see postgres-db.ts): int8, date, timestamp, timestamptz, numeric.
  const keepText = (value: string) => value;
  const parsers = Object.fromEntries([20, 1082, 1114, 1184, 1700].map((oid) => [oid, keepText]));
  const pg = await PGlite.create(dir, { extensions: { pgcrypto }, parsers });
  const lock = new Mutex();

  const run = async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
    const result = await pg.query<T>(sql, params as unknown[] | undefined);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  };
  const tx: Queryable = { query: run, exec: async (sql) => void (await pg.exec(sql)) };

  const transaction: Db['transaction'] = (fn) =>
    lock.run(async () => {
      await pg.exec(BEGIN);
      try {
        const value = await fn(tx);
        await pg.exec('COMMIT');
        return value;
      } catch (error) {
        await pg.exec('ROLLBACK');
        throw error;
      }
    });

  return {
    kind: 'pglite',
    query: (sql, params) => lock.run(() => run(sql, params)),
    transaction,
    // In-process: no round trips to save, so a batch is a plain transaction.
    batch: (statements, options) =>
      transaction(async (q) => {
        const results = [];
        for (const statement of statements) results.push(await q.query(statement.sql, statement.params));
        options?.check?.(results);
        return results;
      }),
    exec: (sql) => lock.run(async () => void (await pg.exec(sql))),
    close: () => lock.run(() => pg.close()),
  };
}
