import { performance } from 'node:perf_hooks';
import { startTestStack } from '../test/support/test-stack';
import { signedInClient } from '../../supabase/tests/support/js-driver';
import { createUser } from '../../supabase/tests/support/users';

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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  process.env.TEST_DATABASE_URL ||= process.env.BENCH_DATABASE_SERVER || 'postgres://postgres@127.0.0.1:5432/test';
  const stack = await startTestStack();
  let failed = false;
  try {
    const seeded = performance.now();
    // Real sign-ups through auth.users, so the triggers give every client a users row and 45 tasks.
    await stack.sql(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at)
       select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
              'client-' || i || '@example.com', case when i % 7 = 0 then null else 'x' end, now(),
              '{"provider":"email","providers":["email"]}', jsonb_build_object('name', 'Client name ' || i),
              now() - (i || ' minutes')::interval
         from generate_series(1, $1::int) as i`,
      [CLIENTS],
    );
    await stack.sql('analyze');
    console.log(`admin clients bench: ${CLIENTS} clients seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s (PostgreSQL)`);

    const admin = await createUser(stack, 'bench-admin', 'admin');
    const client = await signedInClient(stack, admin);
    const call = async (i: number) => {
      const body = { sort: SORTS[i % SORTS.length], search: SEARCHES[i % SEARCHES.length], page: 1 + (i % 3), per_page: 50 };
      const started = performance.now();
      const { data, error } = await client.functions.invoke('get-clients', { body });
      const ms = performance.now() - started;
      if (error || !Array.isArray(data?.clients)) throw new Error(`get-clients failed: ${error?.message ?? 'no clients'}`);
      return ms;
    };
    for (let i = 0; i < 10; i += 1) await call(i); // warm-up

    const times: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) times.push(await call(next++));
      }),
    );
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(
      `  get-clients (sorted, searched page of 50, ${CONCURRENCY} in flight): p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   ` +
        `max ${times[times.length - 1].toFixed(1)} ms   ${times.length} requests   target p95 < ${MAX_P95_MS} ms: ${p95 < MAX_P95_MS ? 'met' : 'MISSED'}`,
    );
    failed = p95 >= MAX_P95_MS;
  } finally {
    await stack.stop();
  }
  if (failed && process.env.BENCH_STRICT === '1') process.exit(1);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
