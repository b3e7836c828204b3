import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import ws from 'ws';
import { signJwt } from '../src/jwt';
import { startBenchChild, stopBenchChild } from './child';
import { BENCH_SERVER_URL, createBenchDatabase } from './database';
import type { AbuseCounts } from './realtime-abuse';

// `npx tsx infra/stack/bench/realtime.ts` (part of `npm run bench`): BENCH_REALTIME_CLIENTS (200) signed-in
// clients of the portal, each on the bell's private channel `notifications:<user>` (the database broadcasts
// each new notification there), connected to a stack on PostgreSQL with the portal's migrations; then one training
// video is added (service key), which notifies every client. Prints the delivery time (p50/p95/max, from
// just before the insert) and how many notifications never arrived, and the stack's resident memory per
// idle connection. Targets: p95 < 2 s, 0 lost. Then the abuse run (issue 31): from another address (127.0.0.2), one
// client sends 1 MiB join frames without pause, 1,000 sockets are opened and one client never reads; meanwhile the
// p99 of `/health` and of a signed-in REST read must stay under 100 ms, and a second video must still reach the 200
// clients (p95 < 2 s, 0 lost). The abusers run in a process of their own (realtime-abuse.ts), so the figures are the
// server's, not this process's event loop busy with them. Exits 0 unless BENCH_STRICT=1 and one fails.

const CLIENTS = Number(process.env.BENCH_REALTIME_CLIENTS ?? 200);
const PORT = Number(process.env.BENCH_REALTIME_PORT ?? 0) || 56000 + Math.floor(Math.random() * 900);
const MAX_P95_MS = 2000;

const ABUSER = process.env.BENCH_ABUSE_ADDRESS ?? '127.0.0.2';
const MAX_ABUSE_P99_MS = 100;

/** Sequential GETs of `url` for `ms`: the p99 and max of their answer times. */
async function probe(url: string, headers: Record<string, string>, ms: number): Promise<{ p99: number; max: number; n: number }> {
  const times: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await pause(10);
  }
  times.sort((a, b) => a - b);
  return { p99: percentile(times, 99), max: times.at(-1) ?? 0, n: times.length };
}

const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
/** The lowest of a few samples over 3 s: resident memory after the garbage collector has run, roughly. */
async function settledRssKiB(pid: number): Promise<number> {
  let low = Infinity;
  for (let i = 0; i < 6; i++) {
    low = Math.min(low, rssKiB(pid));
    await new Promise((r) => setTimeout(r, 500));
  }
  return low;
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main(): Promise<number> {
  const scratch = await createBenchDatabase(BENCH_SERVER_URL);
  const secret = crypto.randomBytes(48).toString('base64');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-realtime-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(__dirname, '../src/main.ts')], {
    cwd: path.resolve(__dirname, '../../..'),
    env: {
      ...process.env,
      DATABASE_URL: scratch.url,
      API_PORT: String(PORT),
      JWT_SECRET: secret,
      DATA_DIR: dataDir,
      SEED: 'false',
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const clients: SupabaseClient[] = [];
  let abuser: ChildProcess | undefined;
  try {
    const keys: Record<string, string> = {};
    await new Promise<void>((resolve, reject) => {
      const lines = readline.createInterface({ input: child.stdout! });
      lines.on('line', (line) => {
        const m = /^\s*(anon key|service_role key): (\S+)/.exec(line);
        if (m) keys[m[1]] = m[2];
        if (line.includes('Inbox URL')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`stack exited early (${code})`)));
    });
    const url = `http://127.0.0.1:${PORT}`;
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    const ids: string[] = [];
    for (let i = 0; i < CLIENTS; i++) ids.push(crypto.randomUUID());
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data)
       select '00000000-0000-0000-0000-000000000000', id, 'authenticated', 'authenticated', 'bench-' || id || '@test.local', '{"provider":"email"}'
       from unnest($1::uuid[]) id`,
      [ids],
    );
    await db.end();

    const idle = await settledRssKiB(child.pid!);
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const received = new Map<string, number>();
    let joined = 0;
    for (const id of ids) {
      const client = createClient(url, keys['anon key'], {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: ws as unknown as typeof WebSocket },
      });
      clients.push(client);
      client.realtime.setAuth(signJwt({ sub: id, role: 'authenticated', aud: 'authenticated', exp }, secret));
      client
        .channel(`notifications:${id}`, { config: { private: true } })
        .on('broadcast', { event: 'notification' }, () => {
          if (!received.has(id)) received.set(id, performance.now());
        })
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') joined++;
        });
    }
    const until = Date.now() + 120_000;
    while (joined < CLIENTS && Date.now() < until) await pause(50);
    const connected = await settledRssKiB(child.pid!);

    const admin = createClient(url, keys['service_role key'], {
      auth: { persistSession: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    const started = performance.now();
    const { error } = await admin
      .from('training_videos')
      .insert({ title: 'Bench video', description: 'One new video', duration: '1:00', video_url: 'v.mp4', thumbnail_url: 't.png' });
    if (error) throw new Error(error.message);
    const answered = performance.now() - started;
    const deadline = performance.now() + 10_000;
    while (received.size < CLIENTS && performance.now() < deadline) await pause(20);
    const times = [...received.values()].map((t) => t - started).sort((a, b) => a - b);
    const lost = CLIENTS - received.size;
    const p95 = times.length ? percentile(times, 95) : Infinity;
    process.stdout.write(
      `realtime (PostgreSQL): ${CLIENTS} clients joined ${joined}; one training video -> delivered ${received.size}, lost ${lost}; ` +
        `p50 ${percentile(times, 50)?.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms (target p95 < ${MAX_P95_MS} ms, 0 lost; the insert itself answered in ${answered.toFixed(0)} ms; load average ${os.loadavg()[0].toFixed(1)})\n` +
        `realtime memory: stack RSS ${(idle / 1024).toFixed(1)} MiB before, ${(connected / 1024).toFixed(1)} MiB with ${CLIENTS} idle connections: ` +
        `${((connected - idle) / CLIENTS).toFixed(1)} KiB per connection (resident memory moves with the garbage collector: a figure near 0 or below it is under what RSS resolves)\n`,
    );
    // The abuse run: measured once every abusive socket has its answer and the flood has begun.
    const abuse = await startBenchChild<Record<string, never>, AbuseCounts>(
      'realtime-abuse.ts',
      {
        BENCH_ABUSE_URL: `${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${keys['anon key']}&vsn=1.0.0`,
        BENCH_ABUSE_ADDRESS: ABUSER,
      },
      'realtime abuse',
    );
    abuser = abuse.child;
    const reader = ids[0];
    const readerToken = signJwt({ sub: reader, role: 'authenticated', aud: 'authenticated', exp }, secret);
    const [health, rest] = await Promise.all([
      probe(`${url}/health`, {}, 5000),
      probe(`${url}/rest/v1/notifications?select=id&limit=1`, { apikey: keys['anon key'], authorization: `Bearer ${readerToken}` }, 5000),
    ]);
    received.clear();
    const again = performance.now();
    const second = await admin
      .from('training_videos')
      .insert({ title: 'Bench video 2', description: 'During the abuse', duration: '1:00', video_url: 'v2.mp4', thumbnail_url: 't2.png' });
    if (second.error) throw new Error(second.error.message);
    const until2 = performance.now() + 10_000;
    while (received.size < CLIENTS && performance.now() < until2) await pause(20);
    const times2 = [...received.values()].map((t) => t - again).sort((a, b) => a - b);
    const lost2 = CLIENTS - received.size;
    const p95b = times2.length ? percentile(times2, 95) : Infinity;
    await stopBenchChild(abuse.child);
    const counts = abuse.result() ?? { joinsSent: NaN, opened: NaN, refused: NaN };
    process.stdout.write(
      `realtime abuse (from ${ABUSER}, in a process of its own: 1 MiB joins without pause (${counts.joinsSent} sent), 1,000 sockets (${counts.opened} opened, ${counts.refused} refused), one client that never reads):\n` +
        `  /health p99 ${health.p99.toFixed(1)} ms (max ${health.max.toFixed(1)}, ${health.n} requests); signed-in REST read p99 ${rest.p99.toFixed(1)} ms (max ${rest.max.toFixed(1)}, ${rest.n}) (target p99 < ${MAX_ABUSE_P99_MS} ms)\n` +
        `  a second video meanwhile -> delivered ${received.size}, lost ${lost2}; p50 ${percentile(times2, 50)?.toFixed(0)} ms, p95 ${p95b.toFixed(0)} ms (target p95 < ${MAX_P95_MS} ms, 0 lost)\n`,
    );
    const ok =
      lost === 0 && p95 < MAX_P95_MS && lost2 === 0 && p95b < MAX_P95_MS && health.p99 < MAX_ABUSE_P99_MS && rest.p99 < MAX_ABUSE_P99_MS;
    return ok || process.env.BENCH_STRICT !== '1' ? 0 : 1;
  } finally {
    if (abuser) await stopBenchChild(abuser);
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`realtime bench failed: ${error.stack ?? error.message}\n`);
    process.exit(1);
  },
);
