import fs from 'node:fs';
import path from 'node:path';
import { currentSchemaOf, SCHEMA_FILE } from '../../scripts/db-types/current-schema';
import { databaseTypesOf, driftMessage, openMigratedDatabase, readCommitted } from '../../scripts/db-types/generate';
import type { Db } from '../../stack/src/db/types';
import { createTestDatabase, type TestDatabase } from '../../stack/test/support/test-database';
import { readMigrations } from '../../release/migration-check';
import { PACKAGES, remoteOf } from '../../release/types';
import { remoteTypesFile, remoteTypesOf } from '../../scripts/db-types/remote-types';

const fixtureDir = path.resolve(__dirname, '../../scripts/db-types/fixture');

// The Database type the frontends compile against (shared-ui/src/platform/database.types.ts) is generated from
// the migrations: on PGlite here, and again on PostgreSQL when TEST_DATABASE_URL is set (both must give the same file).
describe('the generated Database type', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    // The run's migrated template (the same migrations, applied once for every suite): nothing left to apply here.
    database = await createTestDatabase({ template: 'migrated' });
    db = await openMigratedDatabase(database);
  });
  afterAll(async () => {
    await db?.close();
    await database?.remove();
  });

  it('is committed as the migrations build it (otherwise: run npm run gen:types)', async () => {
    const problem = driftMessage(readCommitted(), await databaseTypesOf(db));
    if (problem) throw new Error(problem);
  });

  it("and so is the schema's current definitions, infra/supabase/schema/current.sql (functions, policies, triggers)", async () => {
    const problem = driftMessage(readCommitted(SCHEMA_FILE), await currentSchemaOf(db), SCHEMA_FILE);
    if (problem) throw new Error(problem);
  });

  it('covers what the migrations do not have yet: enums, composites, identity and generated columns, views, set-returning functions', async () => {
    await db.exec(fs.readFileSync(path.join(fixtureDir, 'schema.sql'), 'utf8'));
    const generated = await databaseTypesOf(db, 'typegen_fixture', 'infra/scripts/db-types/fixture/schema.sql');
    // expected.types.ts is also compiled against supabase-js by infra's typecheck (fixture/usage.type-test.ts).
    expect(generated).toBe(fs.readFileSync(path.join(fixtureDir, 'expected.types.ts'), 'utf8'));
  });

  // Each remote with migrations of its own commits its types (npm run gen:types -w <remote>): checked here, like the
  // central ones, each on a fresh copy of the migrated template.
  it.each(PACKAGES.map((pkg) => [pkg]))("%s's own types are committed as its migrations build them", async (pkg) => {
    const migrations = readMigrations(path.resolve(__dirname, '../..', '..', pkg, 'supabase/migrations'));
    if (!migrations.length) {
      expect(fs.existsSync(remoteTypesFile(pkg))).toBe(false);
      return;
    }
    const copy = await createTestDatabase({ template: 'migrated' });
    const own = await openMigratedDatabase(copy);
    try {
      const generated = await remoteTypesOf(own, remoteOf(pkg), pkg, migrations);
      const problem = driftMessage(readCommitted(remoteTypesFile(pkg)), generated, remoteTypesFile(pkg));
      if (problem) throw new Error(problem.replace('npm run gen:types', `npm run gen:types -w ${pkg}`));
    } finally {
      await own.close();
      await copy.remove();
    }
  });
});

describe("a remote's own database types", () => {
  it('hold what its migrations add under its prefix, nothing of the platform, and tell a stale file', async () => {
    const database = await createTestDatabase({ template: 'migrated' });
    const db = await openMigratedDatabase(database);
    try {
      const migration = (version: string, sql: string) => ({ file: `${version}_m.sql`, version, name: 'm', sql });
      const first = await remoteTypesOf(db, 'mfe_credit', 'mfe-credit', [
        migration('20261207111400', 'create table mfe_credit_notes (id uuid primary key, body text not null);'),
      ]);
      expect(first).toContain('      mfe_credit_notes: {');
      expect(first).not.toContain('bank_accounts: {');
      expect(first).not.toContain('search_kind');
      const second = await remoteTypesOf(db, 'mfe_credit', 'mfe-credit', [
        migration('20261207111500', 'alter table mfe_credit_notes add column pinned boolean not null default false;'),
      ]);
      expect(second).toContain('pinned: boolean;');
      expect(driftMessage(first, second, remoteTypesFile('mfe-credit'))).toMatch(/mfe-credit\/src\/database\.types\.ts is out of date/);
    } finally {
      await db.close();
      await database.remove();
    }
  });
});
