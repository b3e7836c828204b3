import type { Db } from './types';

/**
 * Per-role statement timeouts, as Supabase sets them (`alter role anon set statement_timeout = '3s'`,
 * authenticated 8 s, authenticator 8 s for every other API role) and as PostgREST applies them: read
 * from the catalog once, then set in each request's scope. Change them the Supabase way, in a
 * migration: `alter role authenticated set statement_timeout = '15s'` (0 = none).
 */
const SETTINGS_SQL = `select r.rolname as role, substr(c.cfg, length('statement_timeout=') + 1) as value
  from pg_db_role_setting s
  join pg_roles r on r.oid = s.setrole
  cross join lateral unnest(s.setconfig) as c(cfg)
  where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
    and c.cfg like 'statement_timeout=%'
  order by s.setdatabase`;

const UNITS: Record<string, number> = { '': 1, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/** `3s`, `8000`, `1min`, `0` → milliseconds; undefined for what Postgres would not accept. */
export function parseTimeout(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min|h|d)?\s*$/.exec(text.replace(/^'|'$/g, ''));
  if (!match) return undefined;
  return Math.round(Number(match[1]) * UNITS[match[2] ?? '']);
}

const loaded = new WeakMap<Db, Promise<Map<string, number>>>();

async function load(db: Db): Promise<Map<string, number>> {
  const { rows } = await db.query<{ role: string; value: string }>(SETTINGS_SQL);
  const out = new Map<string, number>();
  for (const row of rows) {
    const ms = parseTimeout(row.value);
    if (ms !== undefined) out.set(row.role, ms); // a database-specific setting comes last and wins
  }
  return out;
}

/** Re-reads the settings (after migrations ran on a live stack). */
export function reloadRoleTimeouts(db: Db): Promise<Map<string, number>> {
  const next = load(db);
  loaded.set(db, next);
  next.catch(() => loaded.delete(db));
  return next;
}

/**
 * The statement timeout of a request made as `role`, in ms: the role's own setting, else the
 * authenticator's (whose session it runs in, as on Supabase); undefined = none; 0 = none either.
 */
export async function statementTimeoutFor(db: Db, role: string): Promise<number | undefined> {
  const settings = await (loaded.get(db) ?? reloadRoleTimeouts(db));
  const ms = settings.get(role) ?? settings.get('authenticator');
  return ms === undefined || ms === 0 ? undefined : ms;
}
