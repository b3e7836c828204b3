import path from 'node:path';
import type { StackConfig } from '../config';
import { asApiSession } from './api-session';
import { openPglite } from './pglite-db';
import { openPostgres } from './postgres-db';
import { VAULT_ROOT_KEY_SETTING, vaultRootKey } from '../vault/root-key';
import type { Db } from './types';

type DbConfig = Pick<StackConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<StackConfig, 'vaultRootKey'>>;

/** What every session of the stack's gets at connect: the Vault root key, which lives outside the database (src/vault/root-key.ts). */
function sessionSettings(config: DbConfig): Record<string, string> {
  return { [VAULT_ROOT_KEY_SETTING]: config.vaultRootKey ?? vaultRootKey(process.env, config.dataDir) };
}

/**
 * The database as the stack's own services use it: the DATABASE_URL's user (a superuser), or PGlite's only user
 * (the folder locked for this process: src/db/folder-lock.ts).
 */
export function openDb(config: DbConfig): Promise<Db> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, undefined, sessionSettings(config))
    : openPglite(pgliteDir(config), sessionSettings(config));
}

/** The folder of the embedded database (when there is no DATABASE_URL). */
export const pgliteDir = (config: Pick<StackConfig, 'dataDir'>) => path.join(config.dataDir, 'pgdata');

export const API_SESSION_USER = 'authenticator';

/** DATABASE_URL with the user `authenticator` (its password kept), unless AUTHENTICATOR_DATABASE_URL says otherwise. */
export function authenticatorUrl(config: Pick<StackConfig, 'databaseUrl' | 'authenticatorUrl'>): string {
  if (config.authenticatorUrl) return config.authenticatorUrl;
  const url = new URL(config.databaseUrl!);
  url.username = API_SESSION_USER;
  return url.toString();
}

/**
 * The connections API requests (REST, storage's object operations, Realtime's row checks) run on, as PostgREST's:
 * on PostgreSQL a pool that logs in as `authenticator` (LOGIN NOINHERIT, not a superuser, granted anon,
 * authenticated and service_role), so no statement of a request can become a superuser; on PGlite, whose only
 * user is a superuser, the same connection with each API transaction's session user set to `authenticator`.
 */
export async function openApiDb(config: Pick<StackConfig, 'databaseUrl' | 'authenticatorUrl'> & DbConfig, db: Db): Promise<Db> {
  if (db.kind === 'pglite') return asApiSession(db);
  await givePasswordIfNone(config, db);
  const api = await openPostgres(authenticatorUrl(config), undefined, sessionSettings(config));
  try {
    await assertApiSessionUser(api);
  } catch (error) {
    await api.close();
    throw error;
  }
  return api;
}

/**
 * As the Supabase CLI's database does, `authenticator` gets DATABASE_URL's password when it has none at all (a
 * role without a password cannot log in with password authentication, so nobody relied on it); never changed otherwise.
 */
async function givePasswordIfNone(config: Pick<StackConfig, 'databaseUrl' | 'authenticatorUrl'>, db: Db): Promise<void> {
  const password = config.authenticatorUrl ? '' : decodeURIComponent(new URL(config.databaseUrl!).password);
  if (!password) return;
  const [row] = (
    await db
      .query<{ sql: string | null }>(
        `select case when rolpassword is null then format('alter role %I password %L', rolname, $2::text) end as sql from pg_authid where rolname = $1`,
        [API_SESSION_USER, password],
      )
      .catch(() => ({ rows: [] as { sql: string | null }[] }))
  ) // not a superuser: pg_authid is not readable
  .rows;
  if (row?.sql) await db.exec(row.sql);
}

/** Refuses to serve when the API's session user is, or can SET ROLE to, a superuser (or is not `authenticator`). */
async function assertApiSessionUser(api: Db): Promise<void> {
  const [row] = (
    await api.query<{ user: string; superuser: boolean; reaches: string | null }>(
      `select session_user::text as user, r.rolsuper as superuser,
              (select string_agg(s.rolname, ', ') from pg_roles s where s.rolsuper and pg_has_role(session_user, s.oid, 'MEMBER')) as reaches
       from pg_roles r where r.rolname = session_user`,
    )
  ).rows;
  if (row.user !== API_SESSION_USER || row.superuser || row.reaches) {
    throw new Error(
      `API connections must log in as the non-superuser role ${API_SESSION_USER}; they are ${row.user}` +
        (row.superuser ? ' (a superuser)' : row.reaches ? ` (member of the superuser ${row.reaches})` : '') +
        ". Check AUTHENTICATOR_DATABASE_URL and the role's memberships.",
    );
  }
}
