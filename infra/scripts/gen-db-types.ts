// `npm run gen:types`: writes shared-ui/src/platform/database.types.ts from infra/supabase/migrations (like
// `supabase gen types typescript --local`, without Docker), and infra/supabase/privileges.txt, the API roles'
// privileges the migrations grant (scripts/db-types/privileges.ts). `--check`: exits 1 when a committed file differs.
import fs from 'node:fs';
import path from 'node:path';
import { driftMessage, generateFromFreshDatabase, readCommitted, TYPES_FILE } from './db-types/generate';
import { PRIVILEGES_FILE, readCommittedPrivileges } from './db-types/privileges.mjs';

async function main() {
  const check = process.argv.includes('--check');
  const generated = await generateFromFreshDatabase();
  const outputs = [
    { file: TYPES_FILE, committed: readCommitted(), text: generated.types },
    { file: PRIVILEGES_FILE, committed: readCommittedPrivileges(), text: generated.privileges },
  ];
  for (const { file, committed, text } of outputs) {
    const name = path.relative(process.cwd(), file);
    if (check) {
      const problem = driftMessage(committed, text, file);
      if (problem) {
        process.stderr.write(`${problem}\n`);
        process.exitCode = 1;
      } else {
        process.stdout.write(`${name} matches the migrations.\n`);
      }
    } else if (committed === text) {
      process.stdout.write(`${name} is up to date.\n`);
    } else {
      fs.writeFileSync(file, text);
      process.stdout.write(`wrote ${name}\n`);
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`gen:types failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
