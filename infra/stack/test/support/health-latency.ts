import os from 'node:os';
import { Worker } from 'node:worker_threads';

export interface HealthLatency {
  /** Answers measured (a request still unanswered when `during` ended counts with the time it had waited). */
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

// The prober runs on a thread of its own: a stack started in the test's process blocks the test's main thread
// when it stalls, and a prober there would stall with it and see nothing.
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const samples = [];
let stopped = false;
let started = 0;
parentPort.on('message', () => {
  stopped = true;
  if (started) samples.push(performance.now() - started);
  parentPort.postMessage(samples);
});
function probe() {
  if (stopped) return;
  started = performance.now();
  const req = http.get(workerData.url, { agent }, (res) => {
    res.resume();
    res.on('end', () => {
      if (stopped) return;
      samples.push(performance.now() - started);
      started = 0;
      setTimeout(probe, workerData.intervalMs);
    });
  });
  req.on('error', () => { started = 0; if (!stopped) setTimeout(probe, workerData.intervalMs); });
}
// One request first (connection, parsers): what is measured is the stack, not the prober starting.
http.get(workerData.url, { agent }, (res) => {
  res.resume();
  res.on('end', () => {
    parentPort.postMessage('ready');
    probe();
  });
}).on('error', (error) => { throw error; });
`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/**
 * Measures how long the stack at `baseUrl` takes to answer `GET /health` (one request at a time, every
 * `intervalMs`) while `during` runs: what every other client of the stack waits while `during` happens.
 */
export async function healthLatencyWhile<T>(
  baseUrl: string,
  during: () => Promise<T>,
  options: { intervalMs?: number } = {},
): Promise<{ result: T; latency: HealthLatency }> {
  const worker = new Worker(PROBER, { eval: true, workerData: { url: `${baseUrl}/health`, intervalMs: options.intervalMs ?? 5 } });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    const result = await during();
    const samples = await new Promise<number[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.postMessage('stop');
    });
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      result,
      latency: { samples: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 },
    };
  } finally {
    await worker.terminate();
  }
}

/**
 * The same figure with nothing else happening, for `ms`: on a shared, loaded machine the operating system alone
 * delays some answers (a quiet machine answers in a few ms); a check adds this to its budget.
 */
export async function idleHealthLatency(baseUrl: string, ms = 500): Promise<HealthLatency> {
  return (await healthLatencyWhile(baseUrl, () => new Promise((resolve) => setTimeout(resolve, ms)))).latency;
}

const idleSeen = new Map<string, HealthLatency>();

/**
 * The idle figure of the stack at `baseUrl`, measured once per suite (each check waiting `ms` for it would add up to
 * seconds of waiting per suite) and again when `again` is set (a check that missed its budget: the machine may be
 * busier now), the highest seen kept.
 */
export async function idleFigure(baseUrl: string, options: { again?: boolean; ms?: number } = {}): Promise<HealthLatency> {
  const seen = idleSeen.get(baseUrl);
  if (seen && !options.again) return seen;
  const now = await idleHealthLatency(baseUrl, options.ms ?? 300);
  const kept = seen
    ? {
        samples: seen.samples + now.samples,
        p50: Math.max(seen.p50, now.p50),
        p99: Math.max(seen.p99, now.p99),
        max: Math.max(seen.max, now.max),
      }
    : now;
  idleSeen.set(baseUrl, kept);
  return kept;
}

/** The budget: 100 ms beyond what the machine shows idle (printed with the figure by the checks that use it). */
export const HEALTH_BUDGET_MS = 100;

export interface HealthCheck<T> {
  /** What `during` resolved to, one per round run. */
  results: T[];
  /** The lowest figure (p99 or max) of the rounds run, in ms. */
  best: number;
  /** The idle figure it is judged against, in ms. */
  idle: number;
  /** `best` is under `idle` + HEALTH_BUDGET_MS. */
  within: boolean;
  /** The machine was loaded no more than OVERLOADED_PER_CORE: the budget is judged. */
  judged: boolean;
  /** What `best` must stay under: `idle` + HEALTH_BUDGET_MS when judged, OVERLOADED_BOUND_MS otherwise. */
  bound: number;
}

/** The machine's 1-minute load average per core. */
export const loadPerCore = () => os.loadavg()[0] / os.cpus().length;

/**
 * Past this load per core, other processes take the CPU from the stack and stretch any work it does (a 30 ms parse
 * takes 150), which an idle /health does not show: the budget is then printed, not judged, and only a stall no load
 * explains is (OVERLOADED_BOUND_MS: a quadratic parser fed 1 MiB stalls for seconds to minutes).
 */
export const OVERLOADED_PER_CORE = 1.5;
export const OVERLOADED_BOUND_MS = 1000;

/**
 * "The stack keeps answering /health within HEALTH_BUDGET_MS of its idle figure while `during` runs" (a parser fed its
 * worst case, say). `during` runs up to `rounds` times (3), each while /health is measured, stopping at the first
 * round within budget: a parser's cost is the same every time, a loaded machine's hiccups are not. `idle` is the
 * machine's own figure: given, or the suite's (`idleFigure`), measured again before a round that follows a miss.
 */
export async function healthWithinBudget<T>(
  baseUrl: string,
  during: () => Promise<T>,
  options: { rounds?: number; figure?: 'p99' | 'max'; idle?: number; idleMs?: number } = {},
): Promise<HealthCheck<T>> {
  const figure = options.figure ?? 'p99';
  const results: T[] = [];
  let best = Infinity;
  let idle = options.idle ?? 0;
  for (let round = 0; round < (options.rounds ?? 3) && !(best < idle + HEALTH_BUDGET_MS); round++) {
    if (options.idle === undefined) idle = Math.max(idle, (await idleFigure(baseUrl, { again: round > 0, ms: options.idleMs }))[figure]);
    const { result, latency } = await healthLatencyWhile(baseUrl, during);
    results.push(result);
    best = Math.min(best, latency[figure]);
  }
  const judged = loadPerCore() <= OVERLOADED_PER_CORE;
  return {
    results,
    best,
    idle,
    within: best < idle + HEALTH_BUDGET_MS,
    judged,
    bound: judged ? idle + HEALTH_BUDGET_MS : OVERLOADED_BOUND_MS,
  };
}
