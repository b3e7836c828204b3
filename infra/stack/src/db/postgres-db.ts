import pg from 'pg';
import { beginStatement, type Db, type Queryable, type QueryResult } from './types';

// Keep dates, numerics and bigints as Postgres prints them; JSON for the API is built inside Postgres.
const keepText = (value: string) => value;
for (const oid of [20, 1082, 1114, 1184, 1700]) pg.types.setTypeParser(oid, keepText);

/** PostgreSQL through a pool (DATABASE_URL). */
export async function openPostgres(connectionString: string, max = 16): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined); // an idle client's error must not crash the server; the next query reports it
  const toResult = <T>(r: pg.QueryResult): QueryResult<T> => ({ rows: r.rows as T[], affectedRows: r.rowCount ?? 0 });

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
    exec: async (sql) => void (await pool.query(sql)),
    close: () => pool.end(),
  };
}
