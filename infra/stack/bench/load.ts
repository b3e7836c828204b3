import autocannon from 'autocannon';

export interface LoadCase {
  title: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The status every response must have. */
  expectStatus: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  /** Responses with another status than expected, plus connection errors and timeouts. */
  failures: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

function fire(c: LoadCase, connections: number, duration: number): Promise<autocannon.Result> {
  return autocannon({ url: c.url, method: c.method, headers: c.headers, body: c.body, connections, duration, timeout: 10 });
}

/** One case: a short warm-up (pools, JIT, caches), then the measured run. */
export async function runLoad(c: LoadCase, options: LoadOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await fire(c, options.connections, options.warmupSeconds);
  const result = await fire(c, options.connections, options.durationSeconds);
  const expected = (result.statusCodeStats as Record<string, { count: number }> | undefined)?.[String(c.expectStatus)]?.count ?? 0;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.requests.total - expected + result.errors + result.timeouts,
  };
}

/** Checks one request by hand before loading (status and, optionally, a body predicate). */
export async function checkOnce(c: LoadCase, check?: (body: string) => boolean): Promise<void> {
  const res = await fetch(c.url, { method: c.method, headers: c.headers, body: c.body });
  const body = await res.text();
  if (res.status !== c.expectStatus || (check && !check(body))) {
    throw new Error(`${c.title}: expected ${c.expectStatus}, got ${res.status} ${body.slice(0, 300)}`);
  }
}
