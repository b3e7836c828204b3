import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATION_ROLE, migrate } from '../../stack/src/db/migrate';
import { openDb } from '../../stack/src/db/open-db';
import type { Db } from '../../stack/src/db/types';
import { createTestDatabase, type TestDatabase } from '../../stack/test/support/test-database';
import { testFolderParent } from '../../stack/test/support/database-template';

const migrationsDir = path.resolve(__dirname, '..', 'migrations');
const seedFile = path.resolve(__dirname, '..', 'seed.sql');
const files = fs
  .readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .sort();

/** A migrations folder of its own holding `sql` as one file. */
function folderWith(name: string, sql: string): string {
  const dir = fs.mkdtempSync(path.join(testFolderParent(), 'migrations-role-')); // removed with the run's folder
  fs.writeFileSync(path.join(dir, name), sql);
  return dir;
}

// Issue 20, item 11 (e): hosted Supabase applies migrations as `postgres`, which is not a superuser there. The stack
// does the same with stack_postgres (NOSUPERUSER CREATEDB CREATEROLE BYPASSRLS): the platform schemas are bootstrapped
// by the superuser, then every migration runs, one by one, as that role. One fresh database, applied in sequence.
describe('migrations apply as a non-superuser postgres role, as on hosted Supabase', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(); // empty: no template
    db = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  });
  afterAll(async () => {
    await db?.close();
    await database?.remove();
  });

  it('the role is no superuser, has what hosted postgres has, and cannot log in', async () => {
    await migrate(db, path.join(os.tmpdir(), 'no-migrations-here'));
    const [role] = (
      await db.query(`select rolsuper, rolcreatedb, rolcreaterole, rolbypassrls, rolcanlogin from pg_roles where rolname = $1`, [
        MIGRATION_ROLE,
      ])
    ).rows;
    expect(role).toEqual({ rolsuper: false, rolcreatedb: true, rolcreaterole: true, rolbypassrls: true, rolcanlogin: false });
    const [reach] = (
      await db.query(`select string_agg(rolname, ',') as names from pg_roles where rolsuper and pg_has_role($1, oid, 'MEMBER')`, [
        MIGRATION_ROLE,
      ])
    ).rows;
    expect(reach.names).toBeNull();
  });

  it('each migration (and the seed) applies as that role: every object they create is its own', async () => {
    // A migration that needs a superuser fails here with "migration <file> failed: ...".
    const report = await migrate(db, migrationsDir, seedFile);
    expect(report).toMatchObject({ applied: files, seeded: true });
    const superuserOwned = await db.query(`
      select c.oid::regclass::text as name from pg_class c join pg_roles r on r.oid = c.relowner
      where c.relnamespace in ('public'::regnamespace, to_regnamespace('private')) and r.rolsuper
      union all
      select p.oid::regprocedure::text from pg_proc p join pg_roles r on r.oid = p.proowner
      where p.pronamespace in ('public'::regnamespace, to_regnamespace('private')) and r.rolsuper
      union all
      select t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid join pg_roles r on r.oid = p.proowner
      where c.relnamespace = 'auth'::regnamespace and not t.tgisinternal and r.rolsuper`);
    expect(superuserOwned.rows).toEqual([]);
    const [owners] = (
      await db.query(
        `select
      (select count(*)::int from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and pg_get_userbyid(relowner) = $1) as tables,
      (select pg_get_userbyid(nspowner) from pg_namespace where nspname = 'private') as private_schema`,
        [MIGRATION_ROLE],
      )
    ).rows;
    expect(owners.tables).toBeGreaterThan(20);
    expect(owners.private_schema).toBe(MIGRATION_ROLE);
  });

  it('policies on storage.objects and triggers on auth.users are allowed, as on hosted Supabase', async () => {
    const dir = folderWith(
      '20990101000000_allowed.sql',
      `
      create function public.noop_trigger() returns trigger language plpgsql as $$ begin return new; end $$;
      create trigger noop_on_users after update on auth.users for each row execute function public.noop_trigger();
      drop trigger noop_on_users on auth.users;
      create policy "probe" on storage.objects for select to authenticated using (false);
      drop policy "probe" on storage.objects;
      insert into storage.buckets (id, name) values ('probe', 'probe');`,
    );
    expect(await migrate(db, dir)).toMatchObject({ applied: ['20990101000000_allowed.sql'], seeded: false });
  });

  const refused = (what: string, schema: string) =>
    new RegExp(`${what}: the ${schema} schema belongs to Supabase's own service; hosted Supabase refuses`);
  it.each([
    ['alter_auth', 'alter table auth.users add column nickname text', refused('ALTER TABLE auth\\.users', 'auth')],
    ['auth_table', 'create table auth.custom_table (id int)', refused('CREATE TABLE auth\\.custom_table', 'auth')],
    [
      'auth_function',
      `create or replace function auth.uid() returns uuid language sql as 'select null::uuid'`,
      refused('CREATE FUNCTION auth\\.uid\\(\\)', 'auth'),
    ],
    [
      'storage_function',
      `create function storage.hello() returns int language sql as 'select 1'`,
      refused('CREATE FUNCTION storage\\.hello\\(\\)', 'storage'),
    ],
    ['alter_storage', 'alter table storage.objects add column nickname text', refused('ALTER TABLE storage\\.objects', 'storage')],
    ['storage_rls_off', 'alter table storage.objects disable row level security', refused('ALTER TABLE storage\\.objects', 'storage')],
    ['drop_storage_index', 'drop index storage.bucketid_objname', refused('DROP INDEX storage\\.bucketid_objname', 'storage')],
    [
      'event_trigger',
      `create event trigger probe on ddl_command_end execute function pgrst.bump_schema_version()`,
      /permission denied to create event trigger/,
    ],
  ])('a migration that needs a superuser fails and names itself: %s', async (name, sql, message) => {
    const file = `20990101000100_${name}.sql`;
    const error = await migrate(db, folderWith(file, sql)).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message.startsWith(`migration ${file} failed: `)).toBe(true);
    expect(error?.message).toMatch(message);
  });
});
