// Where a remote's migrations are applied and recorded: the local stack's database (through the stack's operations,
// as `npm run cron` does: DATABASE_URL, or the embedded database of DATA_DIR, asked of the running stack), or a hosted
// project's database at SUPABASE_DB_URL (its `postgres` connection string, as `supabase db push --db-url` takes).
import { loadConfig } from '../stack/src/config';
import { openPostgres } from '../stack/src/db/postgres-db';
import {
  applyRemoteMigration,
  centralMigrationsApplied,
  remoteMigrationsApplied,
  type RemoteMigration,
} from '../stack/src/db/remote-migrations';
import { missingFromSchema, type SchemaUsage } from '../stack/src/db/schema-usage';
import type { Db } from '../stack/src/db/types';
import { runOperation } from '../stack/src/operations/cli';

export interface MigrationDb {
  readonly description: string;
  /** The versions of the remote's migrations applied, in order. */
  applied(remote: string): Promise<string[]>;
  /** Applies and records one migration (one transaction); false when it was applied already. */
  apply(m: RemoteMigration): Promise<boolean>;
  /** The central migrations applied (supabase_migrations.schema_migrations). */
  centralApplied(): Promise<string[]>;
  /** What of a release's usage the database does not have (`column t.c`, `table t`, `function f`). */
  missing(usage: SchemaUsage): Promise<string[]>;
}

/** On an open database (tests: the test stack's; SUPABASE_DB_URL). */
export function dbMigrations(db: Db, description: string): MigrationDb {
  return {
    description,
    applied: (remote) => remoteMigrationsApplied(db, remote),
    apply: (m) => applyRemoteMigration(db, m),
    centralApplied: () => centralMigrationsApplied(db),
    missing: (usage) => missingFromSchema(db, usage),
  };
}

/** SUPABASE_DB_URL (hosted), else the local stack of `npm start` (its DATABASE_URL or DATA_DIR). */
export function openMigrationDb(env: NodeJS.ProcessEnv = process.env): MigrationDb & { close(): Promise<void> } {
  const url = env.SUPABASE_DB_URL;
  // Releasing to a hosted project's store: its migrations must go to that project's database, never the local one.
  if (!url && env.RELEASE_STORE === 'supabase') {
    throw new Error(
      "RELEASE_STORE=supabase releases to a hosted project: set SUPABASE_DB_URL (the project's postgres connection string) so this remote's migrations go to its database",
    );
  }
  if (url) {
    let opened: Promise<Db> | undefined;
    const db = () => (opened ??= openPostgres(url, 1));
    const host = (() => {
      try {
        return new URL(url).host;
      } catch {
        return 'SUPABASE_DB_URL';
      }
    })();
    return {
      description: `the database at ${host} (SUPABASE_DB_URL)`,
      applied: async (remote) => remoteMigrationsApplied(await db(), remote),
      apply: async (m) => applyRemoteMigration(await db(), m),
      centralApplied: async () => centralMigrationsApplied(await db()),
      missing: async (usage) => missingFromSchema(await db(), usage),
      close: async () => void (opened && (await (await opened).close())),
    };
  }
  const config = loadConfig(env);
  return {
    description: config.databaseUrl ? 'the local stack database (DATABASE_URL)' : `the local stack database (${config.dataDir})`,
    applied: async (remote) => (await runOperation(config, 'remote-migrations-applied', { remote })).versions,
    apply: async (m) => (await runOperation(config, 'remote-migration-apply', { ...m })).applied,
    centralApplied: async () => (await runOperation(config, 'central-migrations-applied')).versions,
    missing: async (usage) => (await runOperation(config, 'schema-missing', { usage })).missing,
    close: async () => undefined,
  };
}
