import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  chooseExtensions,
  createChosenExtensions,
  hideUnusableSql,
  OPTIONAL_EXTENSIONS,
  type ExtensionChoice,
} from './optional-extensions';
import type { Db, Queryable } from './types';
import { readTomlBooleans } from '../config-auth-rate-limits';

const bootstrapSql = () => fs.readFileSync(path.join(__dirname, 'bootstrap.sql'), 'utf8');
const createDatabaseSql = () => fs.readFileSync(path.join(__dirname, 'create-database.sql'), 'utf8');
const vaultGrantsSql = () => fs.readFileSync(path.join(__dirname, 'vault-grants.sql'), 'utf8');
const revokeDefaultsSql = () => fs.readFileSync(path.join(__dirname, 'revoke-default-data-api-privileges.sql'), 'utf8');
const CREATE_DATABASE_STEP = 'create-database';
/** The local Vault's privileges, once (vault-grants.sql): its encrypting functions came after create-database. */
const VAULT_GRANTS_STEP = 'vault-grants';
/**
 * Hosted Supabase's default today: the Data API roles get no privilege on what the migrations create in `public`
 * (revoke-default-data-api-privileges.sql, once per database, new or made by an earlier stack), unless config.toml
 * has `[api] auto_expose_new_tables = true`, as with the Supabase CLI.
 */
const REVOKE_DEFAULTS_STEP = 'revoke-default-data-api-privileges';
/** supabase_migrations (the schema, schema_migrations, seed_files) handed to the migration role, once. */
const HISTORY_OWNER_STEP = 'migration-history-owner';
/** Recorded with create-database since migrations run as MIGRATION_ROLE: the database's objects are that role's. */
const MIGRATION_ROLE_STEP = 'migrations-as-postgres-role';
/** Hosted Supabase's `postgres` (not a superuser there): created by bootstrap.sql, granted by create-database.sql. */
export const MIGRATION_ROLE = 'stack_postgres';

export interface MigrationReport {
  applied: string[];
  seeded: boolean;
  /** Each optional extension (pg_cron, pg_net, Vault): the extension itself or the stack's stand-in, and why. */
  extensions: ExtensionChoice[];
}

type Setup = 'ready' | 'created' | 'legacy' | 'legacy-owner';

/**
 * Recreates Supabase's environment (bootstrap.sql, every start, privilege-free, as the database's own user); on a
 * new database gives it Supabase's initial privileges (create-database.sql, once, recorded); then applies each
 * `migrations/<version>_<name>.sql` once, in order, recording it in supabase_migrations.schema_migrations (as the
 * Supabase CLI does), and the seed file once. Migrations and the seed run as MIGRATION_ROLE, a NOSUPERUSER role
 * like hosted Supabase's `postgres`, so one that needs a superuser (altering auth or storage internals, an untrusted
 * extension) fails here as it would there, naming its file. Each step is one transaction under an advisory lock,
 * so concurrent starts against one PostgreSQL database never apply a file twice.
 */
export async function migrate(
  db: Db,
  migrationsDir: string,
  seedFile?: string,
  optionalExtensions = OPTIONAL_EXTENSIONS,
): Promise<MigrationReport> {
  // Optional extensions present but unusable here (not preloaded, not creatable) must not stop the start: each is
  // used only when it works, else the stack's stand-in (optional-extensions.ts), and migrations do not see it.
  const extensions = await chooseExtensions(db, optionalExtensions);
  const hidden = hideUnusableSql(extensions);
  const setup = await locked<Setup>(db, async (tx) => {
    await createChosenExtensions(tx, extensions);
    const [before] = (
      await tx.query<{ migrated: boolean; tracked: boolean }>(
        `select to_regclass('supabase_migrations.schema_migrations') is not null as migrated,
                to_regclass('supabase_migrations.stack_setup') is not null as tracked`,
      )
    ).rows;
    await tx.exec(bootstrapSql());
    const steps = new Set((await tx.query<{ step: string }>('select step from supabase_migrations.stack_setup')).rows.map((r) => r.step));
    if (steps.has(CREATE_DATABASE_STEP)) return steps.has(MIGRATION_ROLE_STEP) ? 'ready' : 'legacy-owner';
    // A database an earlier stack version created: it had its privileges then (and re-granted them at every start).
    const legacy = before.migrated && !before.tracked;
    if (!legacy) await tx.exec(createDatabaseSql());
    await tx.query('insert into supabase_migrations.stack_setup (step) values ($1)', [CREATE_DATABASE_STEP]);
    if (!legacy) await tx.query('insert into supabase_migrations.stack_setup (step) values ($1)', [MIGRATION_ROLE_STEP]);
    return legacy ? 'legacy' : 'created';
  });
  await locked(db, async (tx) => {
    const done = await tx.query('select 1 from supabase_migrations.stack_setup where step = $1', [VAULT_GRANTS_STEP]);
    if (done.rows.length > 0) return;
    await tx.exec(vaultGrantsSql());
    await tx.query('insert into supabase_migrations.stack_setup (step) values ($1)', [VAULT_GRANTS_STEP]);
  });
  if (!autoExposeNewTables(migrationsDir)) {
    await locked(db, async (tx) => {
      const done = await tx.query('select 1 from supabase_migrations.stack_setup where step = $1', [REVOKE_DEFAULTS_STEP]);
      if (done.rows.length > 0) return;
      await tx.exec(revokeDefaultsSql());
      await tx.query('insert into supabase_migrations.stack_setup (step) values ($1)', [REVOKE_DEFAULTS_STEP]);
    });
  }
  if (setup === 'legacy') {
    process.stderr.write(
      'stack: this database was created by an earlier version of the stack, which re-granted every table and function in\n' +
        '  schema public to anon and authenticated at each start, undoing the revokes of the migrations. Recreate it (local\n' +
        '  data: remove DATA_DIR/pgdata) or re-apply those revokes; from now on a restart changes no privilege.\n',
    );
  }
  if (setup === 'legacy-owner' || setup === 'legacy') {
    process.stderr.write(
      `stack: this database's migrations ran as the database's own user (a superuser), so new ones keep running as it; hosted\n` +
        `  Supabase runs them as a non-superuser \`postgres\`. Recreate the database (local data: remove DATA_DIR/pgdata) to apply\n` +
        `  them as ${MIGRATION_ROLE}, as a new database does.\n`,
    );
  }
  // Only a superuser may switch to the role (a stack given a non-superuser DATABASE_URL already runs them as that user).
  const asRole =
    (setup === 'ready' || setup === 'created') &&
    (await db.query<{ superuser: boolean }>(`select rolsuper as superuser from pg_roles where rolname = current_user`)).rows[0]
      ?.superuser === true;
  // The migration history belongs to the migration role, as hosted Supabase's to `postgres`: the Supabase CLI's
  // `db push`, connected as that role, creates and alters these tables itself (adds `statements`), then records each file.
  if (asRole) {
    await locked(db, async (tx) => {
      const done = await tx.query('select 1 from supabase_migrations.stack_setup where step = $1', [HISTORY_OWNER_STEP]);
      if (done.rows.length > 0) return;
      await tx.exec(
        `alter schema supabase_migrations owner to ${MIGRATION_ROLE};
         alter table supabase_migrations.schema_migrations owner to ${MIGRATION_ROLE};
         alter table supabase_migrations.seed_files owner to ${MIGRATION_ROLE};`,
      );
      await tx.query('insert into supabase_migrations.stack_setup (step) values ($1)', [HISTORY_OWNER_STEP]);
    });
  }
  const runAsMigrationRole = async (tx: Queryable, sql: string) => {
    if (hidden) await tx.exec(hidden.create);
    if (asRole) await tx.exec(`set local role ${MIGRATION_ROLE}`);
    await tx.exec(sql);
    if (asRole) await tx.exec('reset role');
    if (hidden) await tx.exec(hidden.drop);
  };

  const files = fs.existsSync(migrationsDir)
    ? fs
        .readdirSync(migrationsDir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
    : [];
  const applied: string[] = [];
  // Read once what is applied already (a restart applies nothing): only the rest take the lock, one by one, and look again under it.
  const known = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  );
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (known.has(version)) continue;
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    const done = await locked(db, async (tx) => {
      const existing = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [version]);
      if (existing.rows.length > 0) return false;
      await runAsMigrationRole(tx, sql).catch((error: Error) => {
        throw new Error(`migration ${file} failed: ${error.message}`);
      });
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
      return true;
    });
    if (done) applied.push(file);
  }

  let seeded = false;
  if (seedFile && fs.existsSync(seedFile)) {
    const sql = fs.readFileSync(seedFile, 'utf8');
    const name = path.basename(seedFile);
    seeded = await locked(db, async (tx) => {
      const existing = await tx.query('select 1 from supabase_migrations.seed_files where path = $1', [name]);
      if (existing.rows.length > 0) return false;
      await runAsMigrationRole(tx, sql).catch((error: Error) => {
        throw new Error(`seed ${name} failed: ${error.message}`);
      });
      const hash = crypto.createHash('sha256').update(sql).digest('hex');
      await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [name, hash]);
      return true;
    });
  }
  return { applied, seeded, extensions };
}

/** config.toml (beside the migrations folder) `[api] auto_expose_new_tables = true`: the old default privileges stay. */
export function autoExposeNewTables(migrationsDir: string): boolean {
  return readTomlBooleans(path.join(migrationsDir, '..', 'config.toml'), 'api').auto_expose_new_tables === true;
}

function locked<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(74201)');
    await tx.exec('set local search_path = public, extensions');
    return fn(tx);
  });
}
