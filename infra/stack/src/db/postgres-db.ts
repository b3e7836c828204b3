import pg from 'pg';
import { PgBatch } from './pg-batch';
import { BEGIN, type BatchOptions, type Db, type Queryable, type QueryResult, type Statement } from './types';

// Keep dates, numerics and bigints as Postgres prints them; JSON for the API is built inside Postgres.
const keepText = (value: string) => value;
for (const oid of [20, 1082, 1114, 1184, 1700]) pg.types.setTypeParser(oid, keepText);

type Row = Record<string, unknown>;
const toResult = <T>(r: pg.QueryResult): QueryResult<T> => ({ rows: r.rows as T[], affectedRows: r.rowCount ?? 0 });

/**
 * PostgreSQL through a pool. Request batches (REST) go as one extended-protocol exchange (PgBatch):
 * one round trip, one implicit transaction, no BEGIN/COMMIT.
 */
export async function openPostgres(connectionString: string, max = 16, sessionSettings: Record<string, string> = {}): Promise<Db> {
  // What the stack gives every session (the Vault root key) travels in each connection's startup packet (`-c name=value`).
  const options = Object.entries(sessionSettings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString, max, ...(options ? { options } : {}) });
  pool.on('error', () => undefined); // an idle client's error must not crash the server; the next query reports it

  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => toResult<T>(await pool.query(sql, params)),
    transaction: (fn) =>
      inPoolTransaction(pool, (client) => {
        const tx: Queryable = {
          query: async <T>(sql: string, params?: unknown[]) => toResult<T>(await client.query(sql, params)),
          exec: async (sql: string) => void (await client.query(sql)),
        };
        return fn(tx);
      }),
    batch: async (statements, options) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await runBatch(client, statements, options);
      } catch (error) {
        if (!(error as { code?: string }).code) broken = error as Error; // not a Postgres error: drop the connection
        throw error;
      } finally {
        client.release(broken);
      }
    },
    exec: async (sql) => void (await pool.query(sql)),
    close: () => pool.end(),
  };
}

/** Runs fn on one client of the pool inside BEGIN (READ COMMITTED) and COMMIT; rolls back when fn throws. */
export async function inPoolTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(BEGIN);
    const value = await fn(client);
    await client.query('COMMIT');
    return value;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function runBatch(client: pg.PoolClient, statements: Statement[], options: BatchOptions = {}): Promise<QueryResult<Row>[]> {
  if (!options.check) {
    const batch = new PgBatch(statements);
    client.query(batch as unknown as pg.QueryConfig);
    return batch.done;
  }
  // The results must be seen before COMMIT: an explicit transaction around the batch.
  const batch = new PgBatch(statements);
  const begin = client.query(BEGIN);
  client.query(batch as unknown as pg.QueryConfig);
  try {
    await begin;
    const results = await batch.done;
    options.check(results);
    await client.query('COMMIT');
    return results;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
