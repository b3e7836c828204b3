// `npm run gen:types`: writes shared-ui/src/platform/database.types.ts from infra/supabase/migrations (like
// `supabase gen types typescript --local`, without Docker). `--check`: exits 1 when the committed file differs.
import fs from 'node:fs';
import path from 'node:path';
import { driftMessage, generateFromFreshDatabase, readCommitted, TYPES_FILE } from './db-types/generate';

async function main() {
  const check = process.argv.includes('--check');
  const generated = await generateFromFreshDatabase();
  const file = path.relative(process.cwd(), TYPES_FILE);
  if (check) {
    const problem = driftMessage(readCommitted(), generated);
    if (problem) {
      process.stderr.write(`${problem}\n`);
      process.exitCode = 1;
    } else {
      process.stdout.write(`${file} matches the migrations.\n`);
    }
    return;
  }
  if (readCommitted() === generated) {
    process.stdout.write(`${file} is up to date.\n`);
    return;
  }
  fs.writeFileSync(TYPES_FILE, generated);
  process.stdout.write(`wrote ${file}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`gen:types failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
