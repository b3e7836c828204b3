// A remote's own migrations through the release commands, on a real stack's database: applied with the release and
// recorded in the remote's history; a drop of a column another live release (or a canary) reads is refused before
// anything is applied, naming both, and accepted once no running release uses it; a central migration's drop of what
// a live remote uses is refused too; a rollback keeps the (expanded) schema and its data; a remote without migrations
// never asks the database, and one with migrations and no database for them is refused before it is built; a rollback
// to a release that uses what a contract migration removed since is refused, naming the object and the migration;
// every remote's usage today is found in the schema (the check names no false loss). Also through the stack's
// operations endpoint, as `npm run release` reaches a running stack.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startTestStack, type TestStack } from '../stack/test/support/test-stack';
import { checkCentralMigrations, release as releaseRemote, releaseAll, rollback, RollbackRefused, type ReleaseContext } from './commands';
import { generatedTables, remoteUsage, type DataUsage } from './data-usage';
import { MigrationRefused, migrationFile } from './migration-check';
import { openMigrationDb } from './migration-db';
import { releaseFixtureBuild } from './testing/fixture-build';
import { openStackRelease, type StackRelease } from './testing/stack-release';
import { PACKAGES, type RemotePackage } from './types';

let stack: TestStack;
let release: StackRelease;
let ctx: ReleaseContext;

const CREATE = `
create table mfe_credit_notes (id uuid primary key default gen_random_uuid(), user_id uuid not null default auth.uid(), body text not null, legacy text);
alter table mfe_credit_notes enable row level security;
create policy "own notes" on mfe_credit_notes for all to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
grant select, insert, update, delete on mfe_credit_notes to authenticated;`;
const DROP_LEGACY = 'alter table mfe_credit_notes drop column legacy;';

const migration = (pkg: RemotePackage, file: string, sql: string) => release.migration(pkg, file, sql);
const uses = (columns: string[]): DataUsage => ({ tables: { mfe_credit_notes: columns }, functions: [] });
const releaseOf = (pkg: RemotePackage, marker: string, data: DataUsage, canary?: number) =>
  releaseFixtureBuild(ctx, pkg, { marker, name: pkg.replace('-', '_'), data }, canary);
const columns = async () =>
  (
    await stack.sql(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'mfe_credit_notes' order by ordinal_position`,
    )
  ).map((r) => r.column_name);
const history = async () =>
  (await stack.sql(`select remote, version, name from supabase_migrations.remote_migrations order by remote, version`)).map(
    (r) => `${r.remote} ${r.version}_${r.name}`,
  );
const live = async (pkg: RemotePackage) => (await ctx.store.readRecord(pkg))?.live;

beforeAll(async () => {
  stack = await startTestStack();
  release = await openStackRelease(stack, 'remote-migrations-', '2026-12-07T10:00:00Z');
  ctx = release.ctx;
});
afterAll(async () => {
  await release.close();
  await stack.stop();
});

describe("a remote's own migrations", () => {
  let creditA: string;
  let adminA: string;

  it('a release applies the remote its pending migrations and records them in its own history', async () => {
    migration('mfe-credit', '20261207100100_notes.sql', CREATE);
    creditA = (await releaseOf('mfe-credit', 'A', uses(['body', 'id']))).id;
    expect(await live('mfe-credit')).toBe(creditA);
    expect(await columns()).toEqual(['id', 'user_id', 'body', 'legacy']);
    expect(await history()).toEqual(['mfe_credit 20261207100100_notes']);
    // The table is the remote's own, under RLS: a signed-in user writes and reads their rows through the Data API.
    const client = stack.client();
    const { error: signUpError } = await client.auth.signUp({ email: 'notes@example.com', password: 'a long enough password 1' });
    expect(signUpError).toBeNull();
    expect((await client.from('mfe_credit_notes').insert({ body: 'kept', legacy: 'old' })).error).toBeNull();
    expect((await client.from('mfe_credit_notes').select('body')).data).toEqual([{ body: 'kept' }]);
  });

  it('a remote without migrations releases without asking the database', async () => {
    const noDb: ReleaseContext = {
      ...ctx,
      migrations: () => {
        throw new Error('asked the database');
      },
    };
    adminA = (await releaseFixtureBuild(noDb, 'mfe-admin', { marker: 'A', name: 'mfe_admin', data: uses(['id', 'legacy']) })).id;
    expect(await live('mfe-admin')).toBe(adminA);
  });

  it('a remote with migrations and nowhere to apply them is refused before it is built or published (release and release:all)', async () => {
    // What openMigrationDb throws for a hosted release (RELEASE_STORE=supabase) without SUPABASE_DB_URL.
    const noDb: ReleaseContext = {
      ...ctx,
      migrations: () => {
        throw new Error('set SUPABASE_DB_URL');
      },
    };
    const built: string[] = [];
    const build = (pkg: RemotePackage) => {
      built.push(pkg);
      throw new Error(`built ${pkg}`);
    };
    const releases = await ctx.store.list('mfe-credit');
    await expect(releaseRemote(noDb, 'mfe-credit', { build })).rejects.toThrow('set SUPABASE_DB_URL');
    await expect(releaseAll(noDb, build)).rejects.toThrow('set SUPABASE_DB_URL');
    expect(built).toEqual([]);
    expect(await ctx.store.list('mfe-credit')).toEqual(releases);
  });

  it('a migration dropping a column another live release reads is refused before anything is applied, naming both', async () => {
    migration('mfe-credit', '20261207100200_drop_legacy.sql', DROP_LEGACY);
    const error = await releaseOf('mfe-credit', 'B', uses(['body', 'id'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationRefused);
    expect((error as MigrationRefused).problems).toEqual([
      `20261207100200_drop_legacy.sql drops column mfe_credit_notes.legacy, which mfe_admin ${adminA} (live) uses; expand, then contract: ` +
        'keep it in this release (add what replaces it beside it), stop using it, and remove it in a later release once no live ' +
        'release or canary uses it (`npm run releases` lists them)',
    ]);
    expect(await live('mfe-credit')).toBe(creditA);
    expect(await columns()).toContain('legacy');
    expect(await history()).toEqual(['mfe_credit 20261207100100_notes']);
  });

  it('a canary that reads it blocks the drop too', async () => {
    const adminB = (await releaseOf('mfe-admin', 'B', uses(['id']))).id;
    const canary = (await releaseOf('mfe-admin', 'C', uses(['legacy']), 20)).id;
    const error = await releaseOf('mfe-credit', 'B', uses(['body', 'id'])).catch((e: unknown) => e);
    expect((error as MigrationRefused).problems[0]).toContain(`which mfe_admin ${canary} (canary) uses`);
    expect((error as MigrationRefused).problems[0]).not.toContain(adminB);
    await rollback(ctx, 'mfe-admin'); // ends the canary
  });

  it('a central migration dropping what a live remote uses is refused; one dropping nothing in use passes', async () => {
    const central = release.migrationPath('central', '20261207100300_central.sql');
    release.migration(
      'central',
      '20261207100300_central.sql',
      'alter table mfe_credit_notes rename column body to text; drop function if exists nobody_uses_this();',
    );
    expect(await checkCentralMigrations(ctx, [migrationFile(central)])).toEqual([
      expect.stringMatching(
        new RegExp(
          `^20261207100300_central\\.sql renames column mfe_credit_notes\\.body, which mfe_credit ${creditA} \\(live\\) uses; expand, then contract`,
        ),
      ),
    ]);
    release.migration('central', '20261207100300_central.sql', 'drop function if exists nobody_uses_this();');
    expect(await checkCentralMigrations(ctx, [migrationFile(central)])).toEqual([]);
  });

  it('once no running release uses the column, the same drop is accepted; a rollback keeps the schema and the data', async () => {
    const creditB = (await releaseOf('mfe-credit', 'B', uses(['body', 'id']))).id;
    expect(await live('mfe-credit')).toBe(creditB);
    expect(await columns()).toEqual(['id', 'user_id', 'body']);
    expect(await history()).toEqual(['mfe_credit 20261207100100_notes', 'mfe_credit 20261207100200_drop_legacy']);
    await rollback(ctx, 'mfe-credit');
    expect(await live('mfe-credit')).toBe(creditA);
    expect(await columns()).toEqual(['id', 'user_id', 'body']);
    expect((await stack.sql('select body from public.mfe_credit_notes')).map((r) => r.body)).toEqual(['kept']);
  });

  it('a rollback to a release that reads what a contract migration removed is refused, naming both; nothing switches', async () => {
    // mfe-admin: live B (reads id), previous A (read `legacy`, dropped by mfe-credit's contract migration above).
    const before = await ctx.store.readRecord('mfe-admin');
    expect(before?.previous[0]).toBe(adminA);
    const error = await rollback(ctx, 'mfe-admin').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RollbackRefused);
    expect((error as RollbackRefused).problems).toEqual([
      `${adminA} uses column mfe_credit_notes.legacy, which the database no longer has (removed by mfe_credit's 20261207100200_drop_legacy.sql)`,
    ]);
    expect((error as Error).message).toContain('release a fix instead (npm run release -w mfe-admin)');
    expect(await ctx.store.readRecord('mfe-admin')).toEqual(before);
  });

  it("every remote's usage today is found in the migrated schema", async () => {
    const db = ctx.migrations!();
    const central = generatedTables(join(__dirname, '../../shared-ui/src/platform/database.types.ts'));
    for (const pkg of PACKAGES) {
      const dir = join(__dirname, '../..', pkg);
      const usage = remoteUsage(dir, new Set([...central, ...generatedTables(join(dir, 'src/database.types.ts'))]));
      expect({ pkg, missing: await db.missing(usage) }).toEqual({ pkg, missing: [] });
    }
  });

  it("a remote's migration creating what it does not own is refused", async () => {
    migration('mfe-credit', '20261207100400_not_mine.sql', 'create table loans_archive (id int);');
    const error = await releaseOf('mfe-credit', 'C', uses(['body', 'id'])).catch((e: unknown) => e);
    expect((error as MigrationRefused).problems).toEqual([
      expect.stringContaining('20261207100400_not_mine.sql creates table loans_archive, which mfe_credit does not own'),
    ]);
    rmSync(release.migrationPath('mfe-credit', '20261207100400_not_mine.sql'));
  });

  it('the release tool reaches a running stack through its operations (the local path of npm run release)', async () => {
    const config = stack.ctx.config;
    const db = openMigrationDb({
      DATA_DIR: config.dataDir,
      API_PORT: '0',
      JWT_SECRET: config.jwtSecret,
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    });
    try {
      expect(await db.applied('mfe_credit')).toEqual(['20261207100100', '20261207100200']);
      expect(
        await db.apply({
          remote: 'mfe_content',
          version: '20261207100500',
          name: 'pages',
          sql: 'create table mfe_content_pages (id int);',
        }),
      ).toBe(true);
      expect(await db.apply({ remote: 'mfe_content', version: '20261207100500', name: 'pages', sql: 'select 1/0;' })).toBe(false);
      expect(
        await db.missing({
          tables: { mfe_credit_notes: ['body', 'legacy'], nowhere: ['*'], 'storage.objects': ['name'] },
          functions: ['search_portal', 'nowhere_fn'],
        }),
      ).toEqual(['column mfe_credit_notes.legacy', 'table nowhere', 'function nowhere_fn']);
      expect(await history()).toContain('mfe_content 20261207100500_pages');
    } finally {
      await db.close();
    }
  });
});
