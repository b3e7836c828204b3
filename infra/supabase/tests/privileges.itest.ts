import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, type RunningStack } from '../../stack/src/index';
import { createTestDatabase, type TestDatabase } from '../../stack/test/support/test-database';
import { EXECUTABLE_BY } from './executable-functions';
import { parsePrivileges, privilegeDifferences, readCommittedPrivileges, readPrivileges } from '../../scripts/db-types/privileges.mjs';

const sql = async (stack: RunningStack, text: string) => (await stack.ctx.db.query(text)).rows;

/** Every privilege the API roles can hold, as text: object ACLs, default privileges, role memberships. */
async function privileges(stack: RunningStack): Promise<string> {
  const parts = await Promise.all([
    sql(stack, `select nspname, nspacl::text from pg_namespace where nspname in ('public', 'auth', 'storage', 'extensions') order by 1`),
    sql(
      stack,
      `select c.oid::regclass::text as rel, c.relacl::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname in ('public', 'auth', 'storage') and c.relkind in ('r', 'v', 'm', 'S', 'p', 'f') order by 1`,
    ),
    sql(
      stack,
      `select p.oid::regprocedure::text as fn, p.proacl::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                where n.nspname in ('public', 'auth', 'storage') order by 1`,
    ),
    sql(
      stack,
      `select defaclrole::regrole::text, defaclnamespace::regnamespace::text, defaclobjtype, defaclacl::text from pg_default_acl order by 1, 2, 3`,
    ),
    sql(
      stack,
      `select m.roleid::regrole::text as role, m.member::regrole::text as member from pg_auth_members m
                where m.member::regrole::text in ('anon', 'authenticated', 'service_role', 'authenticator') order by 1, 2`,
    ),
  ]);
  return JSON.stringify(parts, null, 1);
}

/**
 * What anon and authenticated may execute in the schemas the API reaches. Left out: extension
 * functions (pgcrypto, as on hosted Supabase) and trigger functions (Postgres runs those only as triggers).
 */
async function executable(stack: RunningStack): Promise<Record<string, string[]>> {
  const rows = await sql(
    stack,
    `select r.rolname, p.oid::regprocedure::text as fn
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       cross join (values ('anon'), ('authenticated')) as r (rolname)
      where n.nspname in ('public', 'auth', 'storage')
        and has_function_privilege(r.rolname, p.oid, 'execute')
        and p.prorettype <> 'trigger'::regtype
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      order by 1, 2`,
  );
  const by: Record<string, string[]> = { anon: [], authenticated: [] };
  // Sorted here in JavaScript, as the allow-list is (the database's collation may order differently).
  for (const row of rows) by[String(row.rolname)].push(String(row.fn));
  return { anon: by.anon.sort(), authenticated: by.authenticated.sort() };
}

// Supabase gives a database its default privileges once, when it is created; the migrations then
// revoke what must stay closed. A restart must change no privilege (issue 8, item 2).
describe('privileges across restarts', () => {
  let database: TestDatabase;
  let stack: RunningStack;
  const boot = async () => {
    stack = await startStack({ port: 0, dataDir: database.dataDir, databaseUrl: database.databaseUrl, logRequests: false });
    return stack;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await stack?.stop();
    await database.remove();
  });

  it('boot, restart, boot again: every privilege stays as the first boot left it', async () => {
    const first = await privileges(await boot());
    await stack.stop();
    expect(await privileges(await boot())).toBe(first);
    await stack.stop();
    expect(await privileges(await boot())).toBe(first);
  });

  it('after the restarts, the functions the migrations closed stay closed, through the API too', async () => {
    const [row] = await sql(
      stack,
      `select has_function_privilege('anon', 'public.create_client_tasks(uuid)', 'execute') as anon_tasks,
              has_function_privilege('authenticated', 'public.create_client_tasks(uuid)', 'execute') as user_tasks,
              has_function_privilege('authenticated', 'public.ordered_list_reorder(regclass, text, uuid[], text)', 'execute') as user_reorder`,
    );
    expect(row).toEqual({ anon_tasks: false, user_tasks: false, user_reorder: false });
    const res = await fetch(`${stack.url}/rest/v1/rpc/create_client_tasks`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ client: '00000000-0000-0000-0000-000000000000' }),
    });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('42501');
  });

  it('a database an earlier stack version created gets no grants on upgrade, only a warning', async () => {
    const before = await privileges(stack);
    await stack.ctx.db.exec('drop table supabase_migrations.stack_setup');
    await stack.stop();
    const warn = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await boot();
      expect(warn.mock.calls.map((c) => String(c[0])).join('')).toContain('created by an earlier version of the stack');
    } finally {
      warn.mockRestore();
    }
    expect(await privileges(stack)).toBe(before);
  });

  it('anon and authenticated can execute exactly the declared functions (executable-functions.ts)', async () => {
    expect(await executable(stack)).toEqual(EXECUTABLE_BY);
  });

  // DECISIONS 16: no default privileges, each migration grants its objects; infra/supabase/privileges.txt is the table.
  it('every object grants the API roles exactly what infra/supabase/privileges.txt says, naming each difference', async () => {
    const committed = readCommittedPrivileges();
    expect(committed).toBeDefined();
    expect(privilegeDifferences(parsePrivileges(committed!), await readPrivileges(stack.ctx.db))).toEqual([]);
  });

  it('a table whose grant goes missing, or a grant nobody declared, is named', async () => {
    const expected = parsePrivileges(readCommittedPrivileges()!);
    await stack.ctx.db.exec('revoke delete on public.tasks from authenticated; grant insert on public.users to anon');
    try {
      expect(privilegeDifferences(expected, await readPrivileges(stack.ctx.db))).toEqual([
        'table public.tasks: authenticated is missing delete',
        'table public.users: anon has insert, which privileges.txt does not grant',
      ]);
    } finally {
      await stack.ctx.db.exec('grant delete on public.tasks to authenticated; revoke insert on public.users from anon');
    }
  });

  it("the new default: what the migration role creates in public gets no Data API privilege (the CLI's revoke)", async () => {
    const [row] = await sql(
      stack,
      `select coalesce(array_agg(distinct a.grantee::regrole::text order by a.grantee::regrole::text) filter (where (d.defaclobjtype = 'r' and a.privilege_type in ('SELECT', 'INSERT', 'UPDATE', 'DELETE'))
                 or (d.defaclobjtype = 'S' and a.privilege_type in ('USAGE', 'SELECT')) or (d.defaclobjtype = 'f' and a.privilege_type = 'EXECUTE')), '{}') as granted
         from pg_default_acl d, aclexplode(d.defaclacl) a
        where d.defaclrole = 'stack_postgres'::regrole and d.defaclnamespace = 'public'::regnamespace
          and a.grantee in ('anon'::regrole, 'authenticated'::regrole, 'service_role'::regrole)`,
    );
    expect(row.granted).toEqual([]);
  });

  // Realistic order: the folder holds the migrations written before the explicit grants (20261207000100) under the old
  // defaults; the upgrade then applies that one and every later migration, each granting its own objects.
  it('a data folder made before the new default (old default privileges, grants to everyone) ends with the same grants', async () => {
    const old = await createTestDatabase();
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'before-default-'));
    const migrations = path.join(__dirname, '..', 'migrations');
    fs.mkdirSync(path.join(before, 'migrations'));
    for (const file of fs.readdirSync(migrations).filter((f) => f < '20261207000100')) {
      fs.copyFileSync(path.join(migrations, file), path.join(before, 'migrations', file));
    }
    await stack.stop();
    try {
      stack = await startStack({
        port: 0,
        dataDir: old.dataDir,
        databaseUrl: old.databaseUrl,
        logRequests: false,
        migrationsDir: path.join(before, 'migrations'),
      });
      await stack.ctx.db.exec(`
        delete from supabase_migrations.stack_setup where step = 'revoke-default-data-api-privileges';
        alter default privileges for role stack_postgres in schema public grant all on tables to anon, authenticated, service_role;
        alter default privileges for role stack_postgres in schema public grant all on sequences to anon, authenticated, service_role;
        alter default privileges for role stack_postgres in schema public grant all on functions to anon, authenticated, service_role;
        grant all on all tables in schema public to anon, authenticated, service_role;
        grant execute on all functions in schema public to anon, authenticated, service_role;`);
      await stack.stop();
      stack = await startStack({ port: 0, dataDir: old.dataDir, databaseUrl: old.databaseUrl, logRequests: false });
      expect(privilegeDifferences(parsePrivileges(readCommittedPrivileges()!), await readPrivileges(stack.ctx.db))).toEqual([]);
      expect(await executable(stack)).toEqual(EXECUTABLE_BY);
    } finally {
      await stack.stop();
      await old.remove();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
