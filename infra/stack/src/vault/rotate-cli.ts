// `npm run vault:rotate`: a new credential vault key, every sealed secret re-encrypted under it, in one
// transaction (private.rotate_credential_key, migration 20261126030000). Uses DATABASE_URL (hosted Supabase:
// the project's connection string, as `postgres`), else the PGlite folder under DATA_DIR (stop the stack
// first: the embedded database has one user at a time).
import { runDbCli } from '../db/cli';

runDbCli('vault', (open) =>
  open(async (db) => {
    const { rows } = await db.query<{ n: number }>('select private.rotate_credential_key() as n');
    process.stdout.write(`vault: ${rows[0].n} secret(s) re-encrypted under a new key\n`);
    return 0;
  }),
);
