import pg from 'pg';
import { beginStatement, type BatchOptions, type Db, type Queryable, type QueryResult, type Statement } from './types';

// Keep dates, numerics and bigints as Postgres prints them; JSON for the API is built inside Postgres.
const keepText = (value: string) => value;
for (const oid of [20, 1082, 1114, 1184, 1700]) pg.types.setTypeParser(oid, keepText);

type Row = Record<string, unknown>;
const toResult = <T>(r: pg.QueryResult): QueryResult<T> => ({ rows: r.rows as T[], affectedRows: r.rowCount ?? 0 });

/**
 * PostgreSQL through two pools: a plain one for multi-statement work (migrations, storage), and a
 * pipelined one for request batches, where BEGIN, the role/claims statement, the request's statement
 * and COMMIT go out in one write instead of four round trips.
 */
export async function openPostgres(connectionString: string, max = 16): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: Math.max(2, Math.ceil(max / 2)) });
  const pipelined = new pg.Pool({ connectionString, max, pipeline: true } as pg.PoolConfig);
  // An idle client's error must not crash the server; the next query reports it.
  pool.on('error', () => undefined);
  pipelined.on('error', () => undefined);

  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => toResult<T>(await pool.query(sql, params)),
    transaction: async (fn, options) => {
      const client = await pool.connect();
      const tx: Queryable = {
        query: async <T>(sql: string, params?: unknown[]) => toResult<T>(await client.query(sql, params)),
        exec: async (sql: string) => void (await client.query(sql)),
      };
      try {
        await client.query(beginStatement(options));
        const value = await fn(tx);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    batch: async (statements, options) => {
      const client = await pipelined.connect();
      let broken: Error | undefined;
      try {
        return await runPipelined(client, statements, options);
      } catch (error) {
        if (!(error as { code?: string }).code) broken = error as Error; // not a Postgres error: drop the connection
        throw error;
      } finally {
        client.release(broken);
      }
    },
    exec: async (sql) => void (await pool.query(sql)),
    close: async () => {
      await Promise.all([pool.end(), pipelined.end()]);
    },
  };
}

async function runPipelined(client: pg.PoolClient, statements: Statement[], options: BatchOptions = {}): Promise<QueryResult<Row>[]> {
  // Every query is written at once; when one fails, the ones after it fail with 25P02 and a
  // pipelined COMMIT turns into ROLLBACK, so the first rejection in order is the real error.
  // Corked, the whole batch leaves in one write (each query alone would be its own syscall).
  const socket = (client as unknown as { connection?: { stream?: { cork?(): void; uncork?(): void } } }).connection?.stream;
  socket?.cork?.();
  const sent: Promise<pg.QueryResult>[] = [];
  try {
    sent.push(client.query(beginStatement(options)));
    for (const s of statements) sent.push(client.query({ text: s.sql, values: s.params, name: s.preparedName }));
    if (!options.check) sent.push(client.query('COMMIT'));
  } finally {
    socket?.uncork?.();
  }
  const settled = await Promise.allSettled(sent);
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw failure.reason;
  }
  const results = settled.slice(1, 1 + statements.length).map((s) => toResult<Row>((s as PromiseFulfilledResult<pg.QueryResult>).value));
  if (options.check) {
    try {
      options.check(results);
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    await client.query('COMMIT');
  }
  return results;
}
