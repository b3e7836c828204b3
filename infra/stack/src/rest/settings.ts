import type { Queryable } from '../db/types';

/**
 * PostgREST's settings the stack honours, as hosted Supabase sets them: the exposed schemas come from
 * config.toml `[api] schemas` (REST_SCHEMAS overrides, comma-separated; the first is the default; ../config-rest.ts); the
 * switches a project turns on in its database (`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`,
 * PostgREST's in-database configuration, read with the schema cache) or with REST_DB_* in the environment.
 */
export interface DbSettings {
  /** `pgrst.db_aggregates_enabled` (hosted default: off). */
  aggregates: boolean;
  /** `pgrst.db_plan_enabled`: `Accept: application/vnd.pgrst.plan` (hosted default: off). */
  plan: boolean;
  /** `pgrst.db_tx_end`: commit (hosted), commit-allow-override, rollback, rollback-allow-override. */
  txEnd: 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';
}

const TX_ENDS = new Set(['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override']);

const truthy = (v: string | undefined) => v !== undefined && ['1', 'true', 'yes', 'on'].includes(v.trim().toLowerCase());

/** The `pgrst.*` settings of the authenticator role (this database's, else all databases'), then REST_DB_* overrides. */
export async function loadDbSettings(db: Queryable, env: NodeJS.ProcessEnv = process.env): Promise<DbSettings> {
  const values = new Map<string, string>();
  try {
    const { rows } = await db.query<{ k: string; v: string }>(
      `select split_part(x, '=', 1) as k, substr(x, strpos(x, '=') + 1) as v
       from pg_db_role_setting s cross join unnest(s.setconfig) as x
       where s.setrole = (select oid from pg_roles where rolname = 'authenticator')
         and s.setdatabase in (0, (select oid from pg_database where datname = current_database())) and x like 'pgrst.%'
       order by s.setdatabase`,
    );
    for (const r of rows) values.set(r.k.slice('pgrst.'.length), r.v);
  } catch {
    // No such role or catalog access: the defaults.
  }
  const pick = (name: string) => env[`REST_${name.toUpperCase()}`] ?? values.get(name);
  const txEnd = pick('db_tx_end')?.trim() ?? 'commit';
  return {
    aggregates: truthy(pick('db_aggregates_enabled')),
    plan: truthy(pick('db_plan_enabled')),
    txEnd: (TX_ENDS.has(txEnd) ? txEnd : 'commit') as DbSettings['txEnd'],
  };
}
