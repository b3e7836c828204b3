// `npm run keys:rotate`: hosted Supabase's "rotate keys" on this stack's keys file (config.toml `[auth]
// signing_keys_path`, SIGNING_KEYS_PATH, else `<DATA_DIR>/signing-keys.json`): the standby key starts signing, the
// key that signed until now stays to verify the tokens it signed (nobody is signed out), a new standby key is
// published in the JWKS. A running stack reads the file again within a second. `npm run keys:rotate -- --show`
// prints the file's kids without changing anything.
import fs from 'node:fs';
import { loadConfig } from './config';
import { rotateSigningKeys } from './signing-keys';

const config = loadConfig(process.env, { jwtSecret: 'x'.repeat(32), vaultRootKey: 'unused' });
const keys = config.jwtKeys.load();
if (process.argv.includes('--show')) {
  process.stdout.write(`${keys.file}\n${JSON.stringify(keys.jwks(), null, 2)}\n`);
} else if (!fs.existsSync(keys.file)) {
  process.stderr.write(`keys: ${keys.file} does not exist (JWT_SIGNING_ALG=HS256 signs with the secret: nothing to rotate)\n`);
  process.exitCode = 1;
} else {
  const rotated = rotateSigningKeys(keys.file);
  process.stdout.write(
    `keys: ${keys.file}\n  signing now: ${rotated.signing}\n  standby:     ${rotated.standby}\n  still verifying: ${rotated.previous.join(', ')}\n`,
  );
}
