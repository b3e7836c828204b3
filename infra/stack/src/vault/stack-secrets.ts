// The stack's own Vault secrets (what the portal's jobs read to call its edge functions).
import type { Db } from '../db/types';

/**
 * Writes the Vault secrets the portal's jobs read (`project_url`, `service_role_key`): what an operator
 * stores once on hosted Supabase (docs/deploy.md), the stack writes at each start (its URL and key can change).
 */
export async function writeStackVaultSecrets(db: Db, secrets: Record<string, string>): Promise<void> {
  const { rows } = await db.query<{ ours: boolean }>(
    `select to_regclass('vault.secrets') is not null and not exists (select 1 from pg_extension where extname = 'supabase_vault') as ours`,
  );
  if (!rows[0]?.ours) return;
  // Through Vault's own functions: the local Vault stores each secret encrypted under its root key (bootstrap.sql).
  for (const [name, secret] of Object.entries(secrets)) {
    const { rows: found } = await db.query<{ id: string; current: string }>(
      'select id, decrypted_secret as current from vault.decrypted_secrets where name = $1',
      [name],
    );
    if (!found[0]) await db.query('select vault.create_secret($1, $2)', [secret, name]);
    else if (found[0].current !== secret) await db.query('select vault.update_secret($1, $2)', [found[0].id, secret]);
  }
}
