// `npm run gen:types`: writes, from infra/supabase/migrations applied to a fresh PGlite, each generated file:
// shared-ui/src/platform/database.types.ts (like `supabase gen types typescript --local`, without Docker) and
// infra/supabase/schema/current.sql (the current functions, policies and triggers in one place) and
// infra/supabase/privileges.txt (the API roles' privileges the migrations grant). `--check`: exits 1
// when a committed file differs. A generator is one reader of the migrated database: add one to GENERATED.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../stack/src/db/types';
import { currentSchemaOf, SCHEMA_FILE } from './db-types/current-schema';
import { databaseTypesOf, driftMessage, readCommitted, TYPES_FILE, withFreshMigratedDatabase } from './db-types/generate';
import { PRIVILEGES_FILE, readPrivileges, renderPrivileges } from './db-types/privileges.mjs';

const GENERATED: { file: string; read: (db: Db) => Promise<string> }[] = [
  { file: TYPES_FILE, read: (db) => databaseTypesOf(db) },
  { file: SCHEMA_FILE, read: currentSchemaOf },
  { file: PRIVILEGES_FILE, read: async (db) => renderPrivileges(await readPrivileges(db)) },
];

async function main() {
  const check = process.argv.includes('--check');
  const outputs = await withFreshMigratedDatabase(async (db) => {
    const texts: string[] = [];
    for (const g of GENERATED) texts.push(await g.read(db));
    return texts;
  });
  GENERATED.forEach(({ file: target }, i) => {
    const generated = outputs[i];
    const file = path.relative(process.cwd(), target);
    if (check) {
      const problem = driftMessage(readCommitted(target), generated, target);
      if (problem) {
        process.stderr.write(`${problem}\n`);
        process.exitCode = 1;
      } else process.stdout.write(`${file} matches the migrations.\n`);
      return;
    }
    if (readCommitted(target) === generated) {
      process.stdout.write(`${file} is up to date.\n`);
      return;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, generated);
    process.stdout.write(`wrote ${file}\n`);
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`gen:types failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
