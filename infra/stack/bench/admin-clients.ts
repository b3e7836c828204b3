import { performance } from 'node:perf_hooks';
import { signedInClient } from '../../supabase/tests/support/js-driver';
import { createUser } from '../../supabase/tests/support/users';
import { seedUsers } from './seed';
import { percentile, spread, timeCalls } from './measure';
import { runStackBench } from './run-stack-bench';

// `npx tsx infra/stack/bench/admin-clients.ts`: the admin's Clients page with 10,000 clients on
// PostgreSQL, through the API exactly as the browser calls it (supabase-js → POST /functions/v1/get-clients
// → admin_list_clients). Each request is one sorted, searched page of 50. Target: p95 < 100 ms.
// Exits 0 unless BENCH_STRICT=1 and the target fails.

const CLIENTS = Number(process.env.BENCH_ADMIN_CLIENTS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_ADMIN_CONCURRENCY ?? 4);
const MAX_P95_MS = 100;
const SORTS = ['date_desc', 'date_asc', 'email_asc', 'email_desc'] as const;
const SEARCHES = [null, 'client-12', 'name 9', 'example', 'nobody-here'];

runStackBench(async (stack) => {
  const seeded = performance.now();
  // Every seventh client signed up through a provider (no password).
  await seedUsers((sql, params) => stack.sql(sql, params), {
    count: CLIENTS,
    emailPrefix: 'client-',
    namePrefix: 'Client name ',
    password: 'x',
    withoutPasswordEvery: 7,
    staggered: true,
  });
  await stack.sql('analyze');
  console.log(`admin clients bench: ${CLIENTS} clients seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s (PostgreSQL)`);

  const admin = await createUser(stack, 'bench-admin', 'admin');
  const client = await signedInClient(stack, admin);
  const times = await timeCalls(
    async (i) => {
      const body = { sort: SORTS[i % SORTS.length], search: SEARCHES[i % SEARCHES.length], page: 1 + (i % 3), per_page: 50 };
      const { data, error } = await client.functions.invoke('get-clients', { body });
      if (error || !Array.isArray(data?.clients)) throw new Error(`get-clients failed: ${error?.message ?? 'no clients'}`);
    },
    { requests: REQUESTS, concurrency: CONCURRENCY, warmup: 10 },
  );
  const met = percentile(times, 95) < MAX_P95_MS;
  console.log(
    `  get-clients (sorted, searched page of 50, ${CONCURRENCY} in flight): ${spread(times)}   ${times.length} requests   target p95 < ${MAX_P95_MS} ms: ${met ? 'met' : 'MISSED'}`,
  );
  return met;
});
