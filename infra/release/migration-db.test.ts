import { openMigrationDb } from './migration-db';

it("refuses a hosted release's migrations without SUPABASE_DB_URL (never the local stack's database)", () => {
  expect(() => openMigrationDb({ RELEASE_STORE: 'supabase' })).toThrow('set SUPABASE_DB_URL');
});
