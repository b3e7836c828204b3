import { createScratchDatabase } from '../test/support/scratch-database';

export const BENCH_USER = '00000000-0000-4000-8000-00000000b001';
export const OTHER_USER = '00000000-0000-4000-8000-00000000b002';
export const SELECT_ID = 42;

/** The PostgreSQL server the benches make their databases on. */
export const BENCH_SERVER_URL =
  process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_SERVER || 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh database for one bench run (the table comes after the stack bootstraps it: BENCH_SCHEMA). */
export const createBenchDatabase = (serverUrl: string) => createScratchDatabase(serverUrl, 'stack_bench');

/**
 * The bench table, created after the stack's bootstrap (roles and auth.uid() exist then): rows owned
 * by two users, with the usual "own rows only" policies, so every stack request goes through RLS.
 */
export const BENCH_SCHEMA = `
  create table public.bench_items (
    id bigserial primary key,
    owner uuid not null,
    title text not null,
    done boolean not null default false,
    created_at timestamptz not null default now()
  );
  create index on public.bench_items (owner);
  alter table public.bench_items enable row level security;
  create policy "own rows: read" on public.bench_items for select to authenticated using (owner = auth.uid());
  create policy "own rows: insert" on public.bench_items for insert to authenticated with check (owner = auth.uid());
  insert into public.bench_items (owner, title)
    select case when g % 2 = 0 then '${BENCH_USER}'::uuid else '${OTHER_USER}'::uuid end, 'item ' || g
    from generate_series(1, 2000) g;
`;
