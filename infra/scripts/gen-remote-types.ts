// `npm run gen:types -w <remote>` (from the remote's folder): writes `src/database.types.ts`, the remote's own tables,
// views and functions after its migrations (infra/scripts/db-types/remote-types.ts). `-- --check`: exits 1 when the
// committed file differs (CI: infra/supabase/tests/database-types.itest.ts holds every remote's). A remote without
// migrations has no such file.
import fs from 'node:fs';
import path from 'node:path';
import { readMigrations } from '../release/migration-check';
import { remoteOf } from '../release/types';
import { driftMessage, readCommitted, withFreshMigratedDatabase } from './db-types/generate';
import { remoteTypesFile, remoteTypesOf } from './db-types/remote-types';

async function main() {
  const check = process.argv.includes('--check');
  const pkg = path.basename(process.cwd());
  const remote = remoteOf(pkg);
  const migrations = readMigrations(path.join(process.cwd(), 'supabase/migrations'));
  const target = remoteTypesFile(pkg);
  const file = path.relative(process.cwd(), target);
  if (!migrations.length) {
    if (readCommitted(target) !== undefined) {
      process.stderr.write(`${pkg} has no migrations but ${file} exists: remove it.\n`);
      process.exitCode = 1;
    } else process.stdout.write(`${pkg} has no migrations: no database types of its own.\n`);
    return;
  }
  const generated = await withFreshMigratedDatabase((db) => remoteTypesOf(db, remote, pkg, migrations));
  const problem = driftMessage(readCommitted(target), generated, target)?.replace(
    'out of date with infra/supabase/migrations: run npm run gen:types',
    `out of date with ${pkg}/supabase/migrations: run npm run gen:types -w ${pkg}`,
  );
  if (check) {
    if (problem) {
      process.stderr.write(`${problem}\n`);
      process.exitCode = 1;
    } else process.stdout.write(`${file} matches the migrations.\n`);
    return;
  }
  if (!problem) {
    process.stdout.write(`${file} is up to date.\n`);
    return;
  }
  fs.writeFileSync(target, generated);
  process.stdout.write(`wrote ${file}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`gen:types failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
