import fs from 'node:fs';
import { lockFolder } from './folder-lock';
import { Mutex } from './mutex';
import { PgliteHost } from './pglite-host';
import { BEGIN, type Db, type Queryable, type QueryResult } from './types';

/**
 * Embedded Postgres kept on disk in `dir`, running in a worker thread (pglite-host.ts): one
 * connection, so transactions take turns; a statement past its role's timeout is cancelled by
 * restarting the thread, so one slow request holds the others up no longer than its timeout.
 * The folder is locked for this process while open (folder-lock.ts): a second process opening it gets
 * FolderLockedError instead of a second Postgres writing the same files. `sessionSettings` are set on the
 * session at each (re)start of its thread.
 */
export async function openPglite(dir: string, sessionSettings: Record<string, string> = {}): Promise<Db> {
  fs.mkdirSync(dir, { recursive: true });
  const folder = lockFolder(dir);
  let host: PgliteHost;
  try {
    host = await PgliteHost.open(
      dir,
      Object.entries(sessionSettings).map(([name, value]) => ({ sql: 'select set_config($1, $2, false)', params: [name, value] })),
    );
  } catch (error) {
    folder.release();
    throw error;
  }
  const lock = new Mutex();

  const queryable = (timeoutMs?: number): Queryable => ({
    query: <T>(sql: string, params?: unknown[]) => host.query<T>(sql, params, timeoutMs),
    exec: async (sql) => void (await host.send({ op: 'exec', sql }, timeoutMs)),
  });
  const unbounded = queryable();

  const transaction: Db['transaction'] = (fn, options) =>
    lock.run(async () => {
      await host.query(BEGIN);
      try {
        const value = await fn(queryable(options?.timeoutMs));
        await host.query('COMMIT');
        return value;
      } catch (error) {
        // After a timeout the thread restarted and the transaction is already gone: ROLLBACK only warns.
        await host.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });

  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => lock.run(() => unbounded.query<T>(sql, params)),
    transaction,
    // One message to the database's thread for the whole transaction; a batch whose results must be
    // checked before COMMIT goes statement by statement.
    batch: (statements, options) =>
      options?.check
        ? transaction(async (q) => {
            const results = [];
            for (const statement of statements) results.push(await q.query(statement.sql, statement.params));
            options.check!(results);
            return results;
          }, options)
        : lock.run(
            () => host.send({ op: 'batch', sql: BEGIN, statements }, options?.timeoutMs) as Promise<QueryResult<Record<string, unknown>>[]>,
          ),
    exec: (sql) => lock.run(() => unbounded.exec(sql)),
    close: () => lock.run(() => host.close()).finally(() => folder.release()),
    folder,
  };
}
