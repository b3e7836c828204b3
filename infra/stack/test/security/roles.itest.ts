import path from 'node:path';
import { startStack } from '../../src/index';
import { clientWithToken, newUser, userToken } from '../storage/support';
import { startTestStack, type TestStack } from '../support/test-stack';

interface Probe {
  ok: boolean;
  code?: string;
  session_user?: string;
  current_user?: string;
  is_superuser?: string;
}

// Issue 20, item 10: the API's database session is the non-superuser `authenticator` (as PostgREST's on hosted
// Supabase), so no request, whatever SQL a function runs for it, can SET ROLE to a superuser.
describe('API roles: requests run as authenticator, never a superuser', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ migrationsDir: path.join(__dirname, 'no-migrations') });
    // A function that runs any statement for its caller: the worst a function in a migration could do.
    await stack.ctx.db.exec(`
      create function run_as_caller(statement text) returns json language plpgsql as $$
      begin
        if statement <> '' then execute statement; end if;
        return json_build_object('ok', true, 'session_user', session_user, 'current_user', current_user,
                                 'is_superuser', current_setting('is_superuser'));
      exception when others then
        return json_build_object('ok', false, 'code', sqlstate);
      end $$;
      grant execute on function run_as_caller(text) to anon, authenticated, service_role;
    `);
  });
  afterAll(() => stack.stop());

  const callers = () => {
    const user = newUser(stack);
    return [
      ['anon', stack.client()],
      ['authenticated', clientWithToken(stack, userToken(stack, user.id))],
      ['service_role', stack.client(stack.serviceKey)],
    ] as const;
  };
  const run = async (client: ReturnType<TestStack['client']>, statement: string): Promise<Probe> => {
    const { data, error } = await client.rpc('run_as_caller', { statement });
    expect(error).toBeNull();
    return data as Probe;
  };

  it('session_user is authenticator, current_user the caller role, is_superuser off', async () => {
    for (const [role, client] of callers()) {
      expect(await run(client, '')).toEqual({ ok: true, session_user: 'authenticator', current_user: role, is_superuser: 'off' });
    }
  });

  it('SET ROLE (or set_config) to postgres, the migrations role or the service roles is refused; RESET ROLE reaches only authenticator', async () => {
    for (const [, client] of callers()) {
      for (const target of ['postgres', 'stack_postgres', 'supabase_auth_admin', 'supabase_storage_admin']) {
        expect(await run(client, `set role ${target}`)).toEqual({ ok: false, code: '42501' });
        expect(await run(client, `select set_config('role', '${target}', false)`)).toEqual({ ok: false, code: '42501' });
      }
      expect(await run(client, 'reset role')).toEqual({
        ok: true,
        session_user: 'authenticator',
        current_user: 'authenticator',
        is_superuser: 'off',
      });
      expect(await run(client, 'set role none')).toMatchObject({ ok: true, current_user: 'authenticator', is_superuser: 'off' });
    }
    // The stack's own work goes on as before (auth writes with its own rights).
    const signUp = await stack.client().auth.signUp({ email: `roles-${Date.now()}@example.test`, password: 'Roles-pass-2026!' });
    expect(signUp.error).toBeNull();
  });

  it('storage requests run as authenticator too', async () => {
    await stack.ctx.db.exec(`
      insert into storage.buckets (id, name, public) values ('roles', 'roles', false) on conflict do nothing;
      create policy "roles: who reads" on storage.objects for select to anon
        using (bucket_id = 'roles' and session_user = 'authenticator' and current_setting('is_superuser') = 'off');`);
    await stack.ctx.db.query(`insert into storage.objects (bucket_id, name, metadata) values ('roles', 'probe.txt', '{"size":0}')`);
    const { data } = await stack.client().storage.from('roles').list();
    expect(data?.map((o) => o.name)).toEqual(['probe.txt']);
  });

  (stack_kind() === 'postgres' ? it : it.skip)(
    'PostgreSQL: SET SESSION AUTHORIZATION is refused, and a superuser API login is refused at start',
    async () => {
      for (const [, client] of callers()) {
        expect(await run(client, 'set session authorization postgres')).toEqual({ ok: false, code: '42501' });
        expect(await run(client, 'reset session authorization')).toMatchObject({
          ok: true,
          session_user: 'authenticator',
          is_superuser: 'off',
        });
      }
      await expect(
        startStack({
          port: 0,
          dataDir: stack.config.dataDir,
          databaseUrl: stack.config.databaseUrl,
          authenticatorUrl: stack.config.databaseUrl,
          migrationsDir: path.join(__dirname, 'no-migrations'),
          cron: false,
          logRequests: false,
        }),
      ).rejects.toThrow(/must log in as the non-superuser role authenticator; they are postgres \(a superuser\)/);
    },
  );
});

function stack_kind(): 'postgres' | 'pglite' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}
