import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The Supabase CLI's published local demo secret: anyone can sign tokens with it. Only on request. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** GoTrue and the Supabase docs ask for at least 32 characters. */
export const MIN_JWT_SECRET_LENGTH = 32;
/** Where a data folder keeps its own secret. */
export const JWT_SECRET_FILE = 'jwt-secret';

export type JwtSecretSource = 'env' | 'data-dir' | 'demo' | 'option';

/**
 * The data folder's own JWT secret: read from `<dataDir>/jwt-secret`, or created there on first start
 * (48 random bytes, base64url; file mode 0600). Two stacks starting on one folder at once agree:
 * the file is created exclusively and the loser reads the winner's.
 */
export function dataDirJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH)
    throw new Error(`${file} holds a secret shorter than ${MIN_JWT_SECRET_LENGTH} characters; remove it to get a new one`);
  return secret;
}

/**
 * JWT_SECRET when set; the Supabase CLI demo secret only when asked for (USE_DEMO_JWT_SECRET=true, or
 * JWT_SECRET set to it); otherwise the data folder's own random secret (`<DATA_DIR>/jwt-secret`).
 */
export function jwtSecretFromEnv(env: NodeJS.ProcessEnv, dataDir: string): { jwtSecret: string; jwtSecretSource: JwtSecretSource } {
  if (env.JWT_SECRET) return { jwtSecret: env.JWT_SECRET, jwtSecretSource: env.JWT_SECRET === DEMO_JWT_SECRET ? 'demo' : 'env' };
  if (['1', 'true', 'yes', 'on'].includes((env.USE_DEMO_JWT_SECRET ?? '').toLowerCase()))
    return { jwtSecret: DEMO_JWT_SECRET, jwtSecretSource: 'demo' };
  return { jwtSecret: dataDirJwtSecret(dataDir), jwtSecretSource: 'data-dir' };
}

/** True for addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

/** Why this secret must not sign tokens for an API others can reach, or undefined when it is fine. */
export function weakJwtSecret(secret: string): string | undefined {
  if (secret === DEMO_JWT_SECRET) return 'it is the Supabase CLI demo secret, which is published';
  if (secret.length < MIN_JWT_SECRET_LENGTH) return `it is shorter than ${MIN_JWT_SECRET_LENGTH} characters`;
  return undefined;
}

/** Refuses a weak or demo secret when the API listens beyond loopback (anyone reaching it could mint a service-role token). */
export function assertJwtSecretFitsHost(secret: string, host: string): void {
  const weakness = weakJwtSecret(secret);
  if (weakness && !isLoopback(host)) {
    throw new Error(
      `refusing to listen on ${host} with this JWT secret: ${weakness}. Set JWT_SECRET to a random value of at least ` +
        `${MIN_JWT_SECRET_LENGTH} characters (openssl rand -base64 48), or leave it unset to use the data folder's own secret.`,
    );
  }
}
