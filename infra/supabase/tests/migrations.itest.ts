import fs from 'node:fs';
import path from 'node:path';
import { migrate } from '../../stack/src/db/migrate';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';

const supabaseDir = path.resolve(__dirname, '..');
const migrationsDir = path.join(supabaseDir, 'migrations');
const seedFile = path.join(supabaseDir, 'seed.sql');
const files = fs
  .readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .sort();

/** Everything the migrations define, as text, to compare before and after a second run. */
async function snapshot(stack: TestStack): Promise<string> {
  const parts = await Promise.all([
    stack.sql(`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
               where table_schema = 'public' order by 1, 2`),
    stack.sql(`select conrelid::regclass::text as rel, conname, pg_get_constraintdef(oid) as def from pg_constraint
               where connamespace = 'public'::regnamespace order by 1, 2`),
    stack.sql(`select schemaname, tablename, policyname, cmd, roles::text, qual, with_check from pg_policies order by 1, 2, 3`),
    stack.sql(
      `select tgrelid::regclass::text as rel, tgname, pg_get_triggerdef(oid) as def from pg_trigger where not tgisinternal order by 1, 2`,
    ),
    stack.sql(`select p.oid::regprocedure::text as fn, md5(pg_get_functiondef(p.oid)) as def from pg_proc p
               where pronamespace = 'public'::regnamespace order by 1`),
    stack.sql(`select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`),
    stack.sql(`select id, public, file_size_limit, allowed_mime_types from storage.buckets order by 1`),
    stack.sql(`select md5(string_agg(t::text, ',' order by id)) as templates from public.task_templates t`),
    stack.sql(`select version from supabase_migrations.schema_migrations order by 1`),
  ]);
  return JSON.stringify(parts, null, 1);
}

describe('migrations', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  it('apply to an empty database and are recorded once each', async () => {
    const rows = await stack.sql('select version, name from supabase_migrations.schema_migrations order by 1');
    expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(files);
  });

  it('enable row-level security on every public table', async () => {
    const rows = await stack.sql(
      `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and not relrowsecurity`,
    );
    expect(rows).toEqual([]);
  });

  it('a second run changes nothing (recorded versions skip, and the SQL itself is re-runnable)', async () => {
    const before = await snapshot(stack);
    const report = await migrate(stack.ctx.db, migrationsDir);
    expect(report).toMatchObject({ applied: [], seeded: false });
    expect(await snapshot(stack)).toBe(before);
    for (const file of files) {
      await stack.ctx.db.transaction(async (tx) => {
        await tx.exec('set local search_path = public, extensions');
        await tx.exec(fs.readFileSync(path.join(migrationsDir, file), 'utf8'));
      });
    }
    expect(await snapshot(stack)).toBe(before);
  });

  it('seeds the demo accounts once; a second seed run is a no-op', async () => {
    expect(await migrate(stack.ctx.db, migrationsDir, seedFile)).toMatchObject({ applied: [], seeded: true });
    const count = async () =>
      (
        await stack.sql(`select (select count(*) from auth.users)::int as users, (select count(*) from public.tasks)::int as tasks,
      (select count(*) from public.training_videos)::int as videos, (select count(*) from public.merchant_transactions)::int as sales`)
      )[0];
    const first = await count();
    expect(first).toEqual({ users: 3, tasks: 90, videos: 3, sales: 13 });
    expect(await migrate(stack.ctx.db, migrationsDir, seedFile)).toMatchObject({ applied: [], seeded: false });
    await stack.ctx.db.transaction((tx) => tx.exec(fs.readFileSync(seedFile, 'utf8')));
    expect(await count()).toEqual(first);
    const roles = await stack.sql(`select email, role from public.users order by email`);
    expect(roles).toEqual([
      { email: 'admin@demo.local', role: 'admin' },
      { email: 'client2@demo.local', role: 'client' },
      { email: 'client@demo.local', role: 'client' },
    ]);
    const [done] = await stack.sql(`select count(*)::int as n from public.tasks t join public.users u on u.id = t.user_id
                                    where u.email = 'client@demo.local' and t.task_status = 'Completed'`);
    expect(done.n).toBe(3);
    // Issue 20, item 11 (a): GoTrue reads these columns into non-null strings; NULL breaks hosted sign-in.
    const nullTokens = await stack.sql(`select email from auth.users where email like '%@demo.local' and (confirmation_token is null
      or recovery_token is null or email_change_token_new is null or email_change is null or email_change_token_current is null
      or phone_change is null or phone_change_token is null or reauthentication_token is null)`);
    expect(nullTokens).toEqual([]);
  });

  it('lets the demo accounts sign in with the documented password', async () => {
    const client = stack.client();
    const { data, error } = await client.auth.signInWithPassword({ email: 'client@demo.local', password: 'Demo-pass-2025!' });
    expect(error).toBeNull();
    const { data: social } = await client.from('social_accounts').select('platform').order('platform');
    expect(social).toEqual([{ platform: 'Facebook' }, { platform: 'Instagram' }, { platform: 'Twitter' }]);
    expect(data.user?.app_metadata.role).toBe('client');
  });
});
