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
  for (const [name, secret] of Object.entries(secrets)) {
    await db.query(
      `insert into vault.secrets (name, secret) values ($1, $2) on conflict (name) do update set secret = excluded.secret, updated_at = now()
       where vault.secrets.secret is distinct from excluded.secret`,
      [name, secret],
    );
  }
}
