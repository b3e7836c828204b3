import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inPoolTransaction } from '../src/db/postgres-db';

/**
 * The baseline: a bare node-postgres HTTP endpoint running the same statements as the stack's
 * requests (JSON built in Postgres, same pool size) without JWT, RLS or per-request transactions.
 *   GET  /bench_items?id=<n>&owner=<uuid>  → JSON array
 *   POST /bench_items {owner, title}        → 201
 * and under /tx/ the same inside the per-request transaction protocol, under RLS (an optional third
 * column that tells the protocol's round trips apart from the stack's own code).
 */
export async function startBareServer(databaseUrl: string, poolSize: number): Promise<{ url: string; stop(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(req.method ?? 'GET', new URL(req.url ?? '/', 'http://bare'), Buffer.concat(chunks)).then(
        ({ status, body }) => {
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
          res.end(body);
        },
        (error: Error) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: error.message }));
        },
      );
    });
  });

  /** `/tx/bench_items`: the same statement inside the stack's per-request protocol (BEGIN, set_config, query, COMMIT). */
  const inTransaction = <T>(fn: (c: pg.PoolClient) => Promise<T>, owner: string): Promise<T> =>
    inPoolTransaction(pool, async (client) => {
      await client.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: owner, role: 'authenticated' }),
      ]);
      return fn(client);
    });

  async function handle(method: string, url: URL, body: Buffer): Promise<{ status: number; body?: string }> {
    const tx = url.pathname === '/tx/bench_items';
    if (url.pathname !== '/bench_items' && !tx) return { status: 404 };
    if (tx) return handleTx(method, url, body);
    if (method === 'GET') {
      const { rows } = await pool.query(
        `select coalesce(json_agg(t), '[]')::text as body from (select * from public.bench_items where id = $1 and owner = $2) t`,
        [url.searchParams.get('id'), url.searchParams.get('owner')],
      );
      return { status: 200, body: rows[0].body };
    }
    if (method === 'POST') {
      const row = JSON.parse(body.toString('utf8')) as { owner: string; title: string };
      await pool.query(`insert into public.bench_items (owner, title) values ($1, $2)`, [row.owner, row.title]);
      return { status: 201 };
    }
    return { status: 405 };
  }

  async function handleTx(method: string, url: URL, body: Buffer): Promise<{ status: number; body?: string }> {
    if (method === 'GET') {
      const owner = url.searchParams.get('owner') ?? '';
      const rows = await inTransaction(
        async (c) =>
          (
            await c.query(`select coalesce(json_agg(t), '[]')::text as body from (select * from public.bench_items where id = $1) t`, [
              url.searchParams.get('id'),
            ])
          ).rows,
        owner,
      );
      return { status: 200, body: rows[0].body };
    }
    const row = JSON.parse(body.toString('utf8')) as { owner: string; title: string };
    await inTransaction((c) => c.query(`insert into public.bench_items (owner, title) values ($1, $2)`, [row.owner, row.title]), row.owner);
    return { status: 201 };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await pool.end();
    },
  };
}
