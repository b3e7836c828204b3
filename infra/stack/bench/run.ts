import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { startBenchChild, stopBenchChild } from './child';
import { BENCH_SERVER_URL, BENCH_USER, SELECT_ID, createBenchDatabase } from './database';
import { checkOnce, runLoad, type LoadCase, type LoadOptions, type LoadResult } from './load';
import type { ServersInfo } from './servers';

// `npx tsx infra/stack/bench/run.ts`: an authenticated select and an insert through the stack's REST
// service on PostgreSQL, side by side with a bare node-postgres endpoint doing the same statements,
// in the same run and with the same pool size. Targets: stack >= 0.5x bare throughput, stack p99 < 50 ms.
// Exits 0 unless BENCH_STRICT=1 and a target fails.

const options: LoadOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 3),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 1),
};
/** BENCH_TX_BASELINE=1 adds a third server: bare node-postgres inside the same per-request transaction protocol. */
const withTxBaseline = process.env.BENCH_TX_BASELINE === '1';
const MIN_RATIO = 0.5;
const MAX_P99_MS = 50;

function cases(info: ServersInfo) {
  const auth = { apikey: info.anonKey, authorization: `Bearer ${info.userToken}` };
  const row = JSON.stringify({ owner: BENCH_USER, title: 'bench insert' });
  return [
    {
      name: 'select one row by id (RLS: own rows)',
      stack: {
        title: 'stack select',
        method: 'GET',
        url: `${info.stackUrl}/rest/v1/bench_items?select=*&id=eq.${SELECT_ID}`,
        headers: { ...auth, accept: 'application/json' },
        expectStatus: 200,
      },
      bare: {
        title: 'bare select',
        method: 'GET',
        url: `${info.bareUrl}/bench_items?id=${SELECT_ID}&owner=${BENCH_USER}`,
        expectStatus: 200,
      },
      bareTx: {
        title: 'bare+tx select',
        method: 'GET',
        url: `${info.bareUrl}/tx/bench_items?id=${SELECT_ID}&owner=${BENCH_USER}`,
        expectStatus: 200,
      },
      check: (body: string) => (JSON.parse(body) as { id: number }[])[0]?.id === SELECT_ID,
    },
    {
      name: 'insert one row (return=minimal)',
      stack: {
        title: 'stack insert',
        method: 'POST',
        url: `${info.stackUrl}/rest/v1/bench_items`,
        headers: { ...auth, 'content-type': 'application/json', prefer: 'return=minimal' },
        body: row,
        expectStatus: 201,
      },
      bare: {
        title: 'bare insert',
        method: 'POST',
        url: `${info.bareUrl}/bench_items`,
        headers: { 'content-type': 'application/json' },
        body: row,
        expectStatus: 201,
      },
      bareTx: {
        title: 'bare+tx insert',
        method: 'POST',
        url: `${info.bareUrl}/tx/bench_items`,
        headers: { 'content-type': 'application/json' },
        body: row,
        expectStatus: 201,
      },
      check: undefined,
    },
  ] satisfies { name: string; stack: LoadCase; bare: LoadCase; bareTx: LoadCase; check?: (body: string) => boolean }[];
}

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(9);

function line(server: string, r: LoadResult): string {
  return `  ${server.padEnd(8)}${fmt(r.requestsPerSecond, 0)} req/s   p50${fmt(r.p50)} ms   p99${fmt(r.p99)} ms   ${r.total} requests, ${r.failures} failed`;
}

async function main(): Promise<void> {
  const db = await createBenchDatabase(BENCH_SERVER_URL);
  let child: ChildProcess | undefined;
  let failed = false;
  try {
    const started = await startBenchChild<ServersInfo>('servers.ts', { BENCH_DATABASE_URL: db.url }, 'bench servers');
    child = started.child;
    process.stdout.write(
      `REST load test: ${options.connections} connections, ${options.durationSeconds} s per run (+${options.warmupSeconds} s warm-up), pool 16 for both, PostgreSQL ${new URL(db.url).host}, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs\n`,
    );
    const all = cases(started.info);
    for (const c of all) {
      await checkOnce(c.stack, c.check);
      await checkOnce(c.bare, c.check);
    }
    // The stack's code runs cold at first (JIT, lazily compiled modules): one warm-up over every case
    // before anything is measured, on top of each run's own short warm-up.
    for (const c of all) await runLoad(c.stack, { ...options, warmupSeconds: 0, durationSeconds: 2 });
    for (const c of all) {
      const stack = await runLoad(c.stack, options);
      const bare = await runLoad(c.bare, options);
      const ratio = bare.requestsPerSecond > 0 ? stack.requestsPerSecond / bare.requestsPerSecond : 0;
      process.stdout.write(`\n${c.name}\n${line('stack', stack)}\n${line('bare', bare)}\n`);
      if (withTxBaseline) {
        await checkOnce(c.bareTx, c.check);
        process.stdout.write(`${line('bare+tx', await runLoad(c.bareTx, options))}\n`);
      }
      process.stdout.write(`  ratio stack/bare: ${ratio.toFixed(2)}\n`);
      const checks: [boolean, string][] = [
        [ratio >= MIN_RATIO, `throughput ratio ${ratio.toFixed(2)} >= ${MIN_RATIO}`],
        [stack.p99 < MAX_P99_MS, `stack p99 ${stack.p99.toFixed(1)} ms < ${MAX_P99_MS} ms`],
        [stack.failures === 0 && bare.failures === 0, `no failed requests (stack ${stack.failures}, bare ${bare.failures})`],
      ];
      for (const [ok, text] of checks) {
        process.stdout.write(`  ${ok ? 'PASS' : 'FAIL'} ${c.stack.title.replace('stack ', '')}: ${text}\n`);
        failed ||= !ok;
      }
    }
  } finally {
    if (child) await stopBenchChild(child);
    await db.drop();
  }
  if (failed && process.env.BENCH_STRICT === '1') process.exit(1);
}

main().catch((error) => {
  process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
