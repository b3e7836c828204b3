// A remote's own migrations (`<remote>/supabase/migrations`, applied by `npm run release -w <remote>`): each applied
// once, in one transaction under the central migrations' lock, as the migration role (like migrate.ts), recorded in
// supabase_migrations.remote_migrations (remote, version), the remote's own history beside the central one.
// `portal.remote` names the remote for the migration's transaction: public.notification_kinds and
// public.remote_search_kinds refuse rows of anyone else.
import { MIGRATION_ROLE } from './migrate';
import type { Db, Queryable } from './types';

export interface RemoteMigration {
  remote: string;
  version: string;
  name: string;
  sql: string;
}

const HISTORY = `create table if not exists supabase_migrations.remote_migrations (
  remote text not null,
  version text not null,
  name text not null,
  statements text[] not null,
  applied_at timestamptz not null default now(),
  primary key (remote, version)
)`;

/** The versions of `remote`'s migrations applied to this database, in order. */
export async function remoteMigrationsApplied(db: Db, remote: string): Promise<string[]> {
  const { rows } = await db.query<{ exists: boolean }>(`select to_regclass('supabase_migrations.remote_migrations') is not null as exists`);
  if (!rows[0]?.exists) return [];
  return (
    await db.query<{ version: string }>('select version from supabase_migrations.remote_migrations where remote = $1 order by version', [
      remote,
    ])
  ).rows.map((r) => r.version);
}

/** Applies one migration unless recorded already; false when it was. A failing statement rolls it all back. */
export async function applyRemoteMigration(db: Db, m: RemoteMigration): Promise<boolean> {
  if (!/^[a-z][a-z0-9_]*$/.test(m.remote) || !/^\d{14}$/.test(m.version))
    throw new Error(`not a remote migration: ${m.remote} ${m.version}`);
  return db.transaction(async (tx: Queryable) => {
    await tx.query('select pg_advisory_xact_lock(74201)');
    await tx.exec('set local search_path = public, extensions');
    // Whose migration this is: the kinds' registries take only this remote's rows (migration 20261207110100).
    await tx.query(`select set_config('portal.remote', $1, true)`, [m.remote]);
    // The local stack connects as a superuser and migrates as the hosted-like role; a hosted database URL is that role.
    const [who] = (
      await tx.query<{ superuser: boolean; role: boolean }>(
        `select rolsuper as superuser, exists (select 1 from pg_roles where rolname = $1) as role from pg_roles where rolname = current_user`,
        [MIGRATION_ROLE],
      )
    ).rows;
    if (who?.superuser && who.role) await tx.exec(`set local role ${MIGRATION_ROLE}`);
    await tx.exec(HISTORY);
    const done = await tx.query('select 1 from supabase_migrations.remote_migrations where remote = $1 and version = $2', [
      m.remote,
      m.version,
    ]);
    if (done.rows.length) return false;
    await tx.exec(m.sql).catch((error: Error) => {
      throw new Error(`${m.remote} migration ${m.version}_${m.name}.sql failed: ${error.message}`);
    });
    await tx.query('insert into supabase_migrations.remote_migrations (remote, version, name, statements) values ($1, $2, $3, array[$4])', [
      m.remote,
      m.version,
      m.name,
      m.sql,
    ]);
    return true;
  });
}

/** The central migrations applied (supabase_migrations.schema_migrations), for the check of pending central ones. */
export async function centralMigrationsApplied(db: Db): Promise<string[]> {
  return (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')).rows.map(
    (r) => r.version,
  );
}
