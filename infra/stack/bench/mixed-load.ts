import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { startBenchChild, stopBenchChild } from './child';
import { BENCH_SERVER_URL, createBenchDatabase } from './database';
import { runSession, type MixedInfo, type Sample } from './mixed-session';
import { percentile } from './measure';

// `npx tsx infra/stack/bench/mixed-load.ts` (part of `npm run bench`): BENCH_USERS (200) simulated
// signed-in users of the portal for BENCH_MIXED_SECONDS (60) against the stack with the portal's
// migrations, on PostgreSQL and on the embedded default (PGlite). Each user signs in, then opens the
// dashboard (5 reads), lists and inserts activities and bank accounts, and uploads a small document,
// pausing BENCH_THINK_MS (1000 on average) between actions; users start evenly over the first
// BENCH_RAMP_SECONDS (30: sign-ins cost ~70 ms of bcrypt each, as on GoTrue). Prints requests/s, p50/p99 and errors overall and per kind.
// Targets: 0 errors on both; p99 < 100 ms on PostgreSQL. Exits 0 unless BENCH_STRICT=1 and one fails.

const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const RAMP_SECONDS = Number(process.env.BENCH_RAMP_SECONDS ?? 30);
const DATABASES = (process.env.BENCH_MIXED_DATABASES ?? 'postgres,pglite').split(',').map((s) => s.trim());
const MAX_P99_MS_POSTGRES = 100;

const startChild = (databaseUrl: string | undefined) =>
  startBenchChild<MixedInfo>(
    'mixed-servers.ts',
    {
      BENCH_DATABASE_URL: databaseUrl ?? '',
      BENCH_USERS: String(USERS),
      // Every simulated user signs in from this one address: the per-IP sign-in limit set out of the way.
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000000',
      RATE_LIMIT_SIGN_IN: '1000000',
    },
    'bench stack',
  );

/** CPU seconds a process has used so far (Linux /proc; undefined elsewhere): every thread of the stack, PGlite's included. */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

interface Summary {
  n: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function summarize(samples: Sample[], seconds: number): Summary {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    n: samples.length,
    rps: samples.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors: samples.filter((s) => !s.ok).length,
  };
}

const fmt = (n: number, width = 9, digits = 1) => n.toFixed(digits).padStart(width);
const row = (label: string, s: Summary) =>
  `  ${label.padEnd(10)}${fmt(s.rps, 8, 0)} req/s   p50${fmt(s.p50)} ms   p99${fmt(s.p99)} ms   ${s.n} requests, ${s.errors} errors`;

async function runOne(database: string): Promise<boolean> {
  const scratch = database === 'postgres' ? await createBenchDatabase(BENCH_SERVER_URL) : undefined;
  let child: ChildProcess | undefined;
  try {
    const started = await startChild(scratch?.url);
    child = started.child;
    const samples: Sample[] = [];
    const cpuBefore = cpuSeconds(child.pid);
    const t0 = Date.now();
    const until = t0 + SECONDS * 1000;
    const sessions = started.info.emails.map(async (email, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * RAMP_SECONDS * 1000) / USERS));
      await runSession(started.info, email, { until, thinkMs: THINK_MS, record: (s) => samples.push(s) });
    });
    await Promise.all(sessions);
    const seconds = (Date.now() - t0) / 1000;
    const cpuAfter = cpuSeconds(child.pid);
    const all = summarize(samples, seconds);
    const label = database === 'postgres' ? `PostgreSQL ${new URL(scratch!.url).host}` : 'PGlite (embedded default)';
    process.stdout.write(
      `\n${label}: ${USERS} users, ${seconds.toFixed(0)} s, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs\n`,
    );
    process.stdout.write(`${row('all', all)}\n`);
    if (cpuBefore !== undefined && cpuAfter !== undefined) {
      const cpu = cpuAfter - cpuBefore;
      const where = database === 'postgres' ? " (the PostgreSQL server's own CPU not included)" : '';
      process.stdout.write(
        `  stack process CPU: ${cpu.toFixed(1)} s in ${seconds.toFixed(0)} s, ${((cpu * 1000) / Math.max(1, all.n)).toFixed(2)} ms per request${where}\n`,
      );
    }
    for (const kind of [...new Set(samples.map((s) => s.kind))])
      process.stdout.write(
        `${row(
          kind,
          summarize(
            samples.filter((s) => s.kind === kind),
            seconds,
          ),
        )}\n`,
      );
    const statuses = samples
      .filter((s) => !s.ok)
      .reduce<Record<number, number>>((acc, s) => ({ ...acc, [s.status]: (acc[s.status] ?? 0) + 1 }), {});
    if (all.errors > 0) process.stdout.write(`  errors by status: ${JSON.stringify(statuses)}\n`);
    const checks: [boolean, string][] = [[all.errors === 0, `no errors (${all.errors})`]];
    if (database === 'postgres') checks.push([all.p99 < MAX_P99_MS_POSTGRES, `p99 ${all.p99.toFixed(1)} ms < ${MAX_P99_MS_POSTGRES} ms`]);
    for (const [ok, text] of checks) process.stdout.write(`  ${ok ? 'PASS' : 'FAIL'} ${text}\n`);
    return checks.every(([ok]) => ok);
  } finally {
    if (child) await stopBenchChild(child);
    await scratch?.drop();
  }
}

async function main(): Promise<void> {
  process.stdout.write(`\nMixed load: ${USERS} signed-in users, ${SECONDS} s, ~${THINK_MS} ms between a user's actions\n`);
  let ok = true;
  for (const database of DATABASES) ok = (await runOne(database)) && ok;
  if (!ok && process.env.BENCH_STRICT === '1') process.exit(1);
}

main().catch((error) => {
  process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
