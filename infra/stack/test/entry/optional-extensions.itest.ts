import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extensionFacts } from '../../src/db/optional-extensions';
import { startTestStack, type TestStack } from '../support/test-stack';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Issue 31, item 8, on a real PostgreSQL: an optional extension installed on the server but not usable
 * (pg_stat_statements here, which needs shared_preload_libraries as pg_cron and pg_net do: this server has no
 * pg_cron to test with) does not stop the start. A migration written as the portal's are (`if exists (select 1 from
 * pg_available_extensions ...) then create extension`) leaves it to the stand-in, and the stack says which it chose.
 */
(postgres ? describe : describe.skip)('optional extensions present but unusable (PostgreSQL)', () => {
  let stack: TestStack;
  let migrationsDir: string;
  const statements = { name: 'pg_stat_statements', library: 'pg_stat_statements', role: 'statement statistics' };

  beforeAll(async () => {
    migrationsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-optional-ext-'));
    fs.writeFileSync(
      path.join(migrationsDir, '20260101000000_optional.sql'),
      `do $$
       begin
         if exists (select 1 from pg_available_extensions where name = 'pg_stat_statements') then
           create extension if not exists pg_stat_statements;
           perform count(*) from pg_stat_statements;
         end if;
       end $$;
       create table public.started (id int);`,
    );
    stack = await startTestStack({ migrationsDir, optionalExtensions: [statements] });
  });
  afterAll(async () => {
    await stack?.stop();
    fs.rmSync(migrationsDir, { recursive: true, force: true });
  });

  it('starts, applies the migration without the extension, and says why', async () => {
    expect(stack.extensions).toEqual([
      {
        extension: statements,
        use: 'stand-in',
        reason: 'pg_stat_statements is installed but not in shared_preload_libraries',
        hidden: true,
      },
    ]);
    expect(await stack.sql(`select count(*)::int as n from pg_extension where extname = 'pg_stat_statements'`)).toEqual([{ n: 0 }]);
    expect(await stack.sql(`select to_regclass('public.started') is not null as applied`)).toEqual([{ applied: true }]);
    // Outside the migrations the server's own catalog is untouched.
    expect(await stack.sql(`select count(*)::int as n from pg_available_extensions where name = 'pg_stat_statements'`)).toEqual([{ n: 1 }]);
  });

  it('tells an extension the migrations role may not create (file_fdw is untrusted) from one a superuser may', async () => {
    const asRole = (role: string) =>
      stack.ctx.db.transaction(async (tx) => {
        if (role) await tx.exec(`set local role ${role}`);
        return extensionFacts(tx, [{ name: 'file_fdw', role: 'files' }]);
      });
    expect((await asRole(''))[0]).toMatchObject({ available: true, preloaded: true, creatable: true });
    expect((await asRole('stack_postgres'))[0]).toMatchObject({ available: true, creatable: false });
  });

  it('the real pg_cron, pg_net and Vault: each decided, with the stand-in where this server lacks them', async () => {
    const stock = await startTestStack();
    try {
      expect(stock.extensions.map((c) => [c.extension.name, c.use])).toEqual([
        ['pg_cron', 'stand-in'],
        ['pg_net', 'stand-in'],
        ['supabase_vault', 'stand-in'],
      ]);
    } finally {
      await stock.stop();
    }
  });
});
