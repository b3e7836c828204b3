import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where a data folder keeps the root key of its Vault (outside the database folder `pgdata`). */
export const VAULT_ROOT_KEY_FILE = 'vault-root-key';
/** The session setting through which the stack hands the root key to the database (bootstrap.sql's `vault._root_key()`). */
export const VAULT_ROOT_KEY_SETTING = 'stack_vault.root_key';

/**
 * The root key of the local Vault (32 bytes, hex), as hosted Vault's comes from the server's key file outside the
 * database: VAULT_ROOT_KEY when set, else `<dataDir>/vault-root-key`, created on first start (mode 0600; two
 * processes starting at once agree: the file is created exclusively). It encrypts Vault's secrets (among them the
 * credential vault's key), so the database, its dumps and its backups hold ciphertext only. Keep the file (or the
 * variable) with the data and apart from its backups: without it the secrets cannot be read.
 */
export function vaultRootKey(env: NodeJS.ProcessEnv, dataDir: string): string {
  const fromEnv = env.VAULT_ROOT_KEY?.trim().toLowerCase();
  if (fromEnv) {
    if (!/^[0-9a-f]{64}$/.test(fromEnv)) throw new Error('VAULT_ROOT_KEY must be 64 hex characters (openssl rand -hex 32)');
    return fromEnv;
  }
  const file = path.join(dataDir, VAULT_ROOT_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = fs.readFileSync(file, 'utf8').trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`${file} does not hold a vault root key (64 hex characters)`);
  return key;
}

/**
 * Refuses a database whose Vault secrets this root key does not open (the key file lost or swapped, another
 * VAULT_ROOT_KEY): better no start than a stack whose every sealed secret fails. Only the stack's own Vault.
 */
export async function assertVaultRootKeyOpens(
  db: { query<T>(sql: string): Promise<{ rows: T[] }> },
  env: NodeJS.ProcessEnv,
  dataDir: string,
): Promise<void> {
  const [own] = (
    await db.query<{ ours: boolean }>(
      `select to_regclass('vault.secrets') is not null and not exists (select 1 from pg_extension where extname = 'supabase_vault') as ours`,
    )
  ).rows;
  if (!own?.ours) return;
  try {
    await db.query('select count(decrypted_secret) from vault.decrypted_secrets');
  } catch (error) {
    const where = env.VAULT_ROOT_KEY ? 'VAULT_ROOT_KEY' : path.join(dataDir, VAULT_ROOT_KEY_FILE);
    throw new Error(
      `${(error as Error).message} The Vault root key in ${where} is not the one this database's secrets were stored with: ` +
        'restore that key (the file beside the database, or the variable), or start on a new data folder.',
    );
  }
}

/**
 * On PostgreSQL, copies the root key into a file on the database server, in its data directory
 * (`stack-vault-root-key.<16 hex of the key's SHA-256>`, readable only by the server's own user), and names that file
 * in the database's settings (`stack_vault.root_key_file`: a name, not the key), where bootstrap.sql's
 * `vault._root_key()` reads it for connections that are not the stack's (the Supabase CLI's `db push`, psql): hosted
 * Vault too works on any connection, with its key in a file on the server, never in the database (a dump or a backup
 * of the database holds none of it). Databases sharing a key (the test runs' copies of one template) share one file.
 * Needs a superuser; without one the Vault works on the stack's own sessions only, as before, and this says so.
 */
export async function shareVaultRootKeyWithServer(
  db: { kind: string; query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>; exec(sql: string): Promise<void> },
  key: string,
): Promise<void> {
  if (db.kind !== 'postgres') return;
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error('the Vault root key must be 64 hex characters');
  const [me] = (await db.query<{ superuser: boolean }>(`select rolsuper as superuser from pg_roles where rolname = current_user`)).rows;
  if (!me?.superuser) {
    process.stderr.write(
      "stack: the database user is no superuser, so the Vault root key is given to the stack's own sessions only: other\n" +
        '  connections (supabase db push, psql) cannot use Vault on this database.\n',
    );
    return;
  }
  const file = `stack-vault-root-key.${crypto.createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
  const [found] = (
    await db.query<{ current: string | null; named: string | null }>(
      `select btrim(pg_read_file($1, 0, 200, true), E' \n') as current, current_setting('stack_vault.root_key_file', true) as named`,
      [file],
    )
  ).rows;
  if (found?.current !== key)
    await db.exec(
      `do $$ begin execute format('copy (select %L) to %L', '${key}', current_setting('data_directory') || '/${file}'); end $$`,
    );
  await db.exec(
    `do $$ begin execute format('alter database %I set stack_vault.root_key_file = %L', current_database(), '${file}'); end $$`,
  );
}
