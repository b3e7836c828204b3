import fs from 'node:fs';
import path from 'node:path';

// A migration's version (the digits before the first `_`) is its key: the stack and the Supabase CLI record it in
// supabase_migrations.schema_migrations and skip a file whose version is already there. Two files with one
// version means the second never runs anywhere, silently; branches written side by side are where that happens.
const migrationsDir = path.resolve(__dirname, '../migrations');

test('every migration has a version of its own, in the CLI form <14 digits>_<name>.sql', () => {
  const files = fs.readdirSync(migrationsDir).filter((f) => f.endsWith('.sql'));
  const byVersion = new Map<string, string[]>();
  for (const file of files) {
    expect(file).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
    const version = file.split('_')[0];
    byVersion.set(version, [...(byVersion.get(version) ?? []), file]);
  }
  const shared = [...byVersion.values()].filter((names) => names.length > 1);
  expect(shared).toEqual([]);
});
