import fs from 'node:fs';
import path from 'node:path';
import { currentSchemaOf, SCHEMA_FILE } from '../../scripts/db-types/current-schema';
import { databaseTypesOf, driftMessage, openMigratedDatabase, readCommitted } from '../../scripts/db-types/generate';
import type { Db } from '../../stack/src/db/types';
import { createTestDatabase, type TestDatabase } from '../../stack/test/support/test-database';

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
});
