// `npm run vault:rotate`: a new credential vault key, every sealed secret re-encrypted under it, in one
// transaction (private.rotate_credential_key, migration 20261126030000). Uses DATABASE_URL (hosted Supabase:
// the project's connection string, as `postgres`), else the PGlite folder under DATA_DIR: while a stack has that
// folder open, the rotation runs in the stack (src/operations/cli.ts).
import { runDbCli } from './cli';

runDbCli('vault', async (run) => {
  const { reencrypted } = await run('vault-rotate');
  process.stdout.write(`vault: ${reencrypted} secret(s) re-encrypted under a new key\n`);
  return 0;
});
