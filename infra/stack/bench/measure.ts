import { performance } from 'node:perf_hooks';

/** The p-th percentile of ascending times (0 when there are none). */
export function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** `p50 … ms   p95 … ms   max … ms` of ascending times. */
export const spread = (sorted: number[]) =>
  `p50 ${percentile(sorted, 50).toFixed(1)} ms   p95 ${percentile(sorted, 95).toFixed(1)} ms   max ${sorted[sorted.length - 1].toFixed(1)} ms`;

export interface TimeCallsOptions {
  requests: number;
  /** Calls in flight at once. */
  concurrency: number;
  /** Untimed calls before (call(0) to call(warmup - 1)). */
  warmup: number;
}

/** Times call(0) to call(requests - 1), `concurrency` in flight, after `warmup` untimed calls. Ascending ms. */
export async function timeCalls(
  call: (i: number) => Promise<unknown>,
  { requests, concurrency, warmup }: TimeCallsOptions,
): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await call(i);
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++;
        const started = performance.now();
        await call(i);
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}
