import path from 'node:path';
import { loadMfaConfig, type MfaConfig } from './config-auth-mfa';
import { loadAuthRateLimits, readTomlBooleans, readTomlIntegers, readTomlScalars, type AuthRateLimits } from './config-auth-rate-limits';
import { loadAuthSwitches, type AuthSwitches } from './config-auth-switches';
import { JwtKeyring, SIGNING_ALGS, SIGNING_KEYS_FILE, type SigningAlg } from './signing-keys';
import { readExposedSchemas } from './rest/settings';
import { DEFAULT_API_PORT, DEFAULT_DATA_DIR } from './local-access';
import { JWT_SECRET_FILE, jwtSecretFromEnv, type JwtSecretSource } from './secrets';
import { vaultRootKey } from './vault/root-key';

export { DEMO_JWT_SECRET } from './secrets';

/** Every setting of the stack, read once from the environment (names follow the Supabase CLI where one exists). */
export interface StackConfig {
  port: number;
  host: string;
  /** PGlite data folder and storage bytes live under here. */
  dataDir: string;
  /** When set, PostgreSQL through a pool instead of PGlite. */
  databaseUrl?: string;
  /**
   * PostgreSQL: where API requests connect, as the non-superuser `authenticator` (AUTHENTICATOR_DATABASE_URL;
   * default: databaseUrl with the user `authenticator` and the same password, as the Supabase CLI's containers).
   */
  authenticatorUrl?: string;
  /** Signs every token; the anon and service-role keys derive from it (src/secrets.ts). */
  jwtSecret: string;
  /** Where jwtSecret came from: JWT_SECRET, the data folder's own file, the demo secret on request, or a startStack option. */
  jwtSecretSource: JwtSecretSource;
  /**
   * Signs every access token (ES256 by default; RS256, or HS256 with jwtSecret) and verifies every token of every
   * service, from the keys file (src/signing-keys.ts): config.toml `[auth] signing_keys_path`, SIGNING_KEYS_PATH,
   * else `<dataDir>/signing-keys.json`, made on first start. JWT_SIGNING_ALG picks the algorithm.
   */
  jwtKeys: JwtKeyring;
  /** The local Vault's root key (VAULT_ROOT_KEY, else `<dataDir>/vault-root-key`): outside the database (src/vault/root-key.ts). */
  vaultRootKey: string;
  jwtExpiry: number;
  /** PUT /user with a new e-mail address: sessions older than this (seconds) must send current_password or a reauthentication nonce. */
  securePasswordChangeSeconds: number;
  /**
   * Auth's switches, as config.toml's `[auth]` tables name them (src/config-auth-switches.ts): enable_signup,
   * anonymous sign-ins, manual linking, secure_password_change, max_frequency, the security notification e-mails.
   */
  authSwitches: AuthSwitches;
  /**
   * bcrypt's cost for the password hashes this server writes (AUTH_PASSWORD_HASH_COST, 4-31; default 10, as the
   * hosted auth server writes them). Test runs lower it as supabase/auth's own tests do (`QuickHashCost`): every hash
   * still verifies whatever its cost, which the hash itself records.
   */
  passwordHashCost: number;
  /** Public URL of this API as browsers reach it. */
  apiUrl: string;
  /** Where the portal runs: the default redirect target of e-mailed links. */
  siteUrl: string;
  /** Extra allowed redirect origins/prefixes for redirect_to. */
  additionalRedirectUrls: string[];
  autoconfirm: boolean;
  /** An e-mail change needs the links sent to both the new and the current address (config.toml `[auth.email] double_confirm_changes`; MAILER_SECURE_EMAIL_CHANGE_ENABLED). */
  doubleConfirmEmailChanges: boolean;
  /** smtp(s)://user:pass@host:port ; unset = local mail catcher. */
  smtpUrl?: string;
  /** Serve the mail catcher on its own port (LOCAL_INBOX=true; loopback only, no CORS); always off when smtpUrl is set. */
  inbox: boolean;
  /** The inbox's port (INBOX_PORT; default API_PORT + 3, 54324 like the Supabase CLI's; 0 = a free one). */
  inboxPort: number;
  mailFrom: string;
  google: { clientId?: string; clientSecret?: string; issuer: string };
  /** Auth limits per client IP: config.toml `[auth.rate_limit]`, then AUTH_RATE_LIMIT_* (src/config-auth-rate-limits.ts). */
  rateLimit: AuthRateLimits;
  /** Two-factor sign-in: config.toml `[auth.mfa]`, `[auth.mfa.totp]` (src/config-auth-mfa.ts). */
  mfa: MfaConfig;
  functionsDir: string;
  migrationsDir: string;
  seedFile?: string;
  /** Print one line per request. */
  logRequests: boolean;
  /** Runaway-query limits of `/rest/v1` (statement timeouts are per role, in the database: src/db/role-timeouts.ts). */
  rest: { maxEmbedDepth: number; maxResponseBytes: number; maxRows?: number; schemas?: string[] };
}

export const DEFAULT_PASSWORD_HASH_COST = 10;

const supabaseDir = path.resolve(__dirname, '../../supabase');

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

function passwordHashCost(value: string | undefined): number {
  const cost = value === undefined || value === '' ? DEFAULT_PASSWORD_HASH_COST : Number(value);
  if (!Number.isInteger(cost) || cost < 4 || cost > 31)
    throw new Error(`AUTH_PASSWORD_HASH_COST must be a whole number from 4 to 31, not ${value}`);
  return cost;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<StackConfig> = {}): StackConfig {
  const port = overrides.port ?? int(env.API_PORT, DEFAULT_API_PORT);
  const host = overrides.host ?? env.API_HOST ?? '127.0.0.1';
  const apiUrl = overrides.apiUrl ?? env.API_EXTERNAL_URL ?? `http://localhost:${port}`;
  const config: StackConfig = {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    authenticatorUrl: env.AUTHENTICATOR_DATABASE_URL || undefined,
    jwtSecret: '',
    jwtSecretSource: 'option',
    jwtKeys: undefined as unknown as JwtKeyring,
    vaultRootKey: '',
    jwtExpiry: int(env.JWT_EXPIRY, 3600),
    securePasswordChangeSeconds: int(env.SECURE_PASSWORD_CHANGE_SECONDS, 300),
    passwordHashCost: passwordHashCost(env.AUTH_PASSWORD_HASH_COST),
    authSwitches: loadAuthSwitches(path.join(supabaseDir, 'config.toml'), env),
    apiUrl,
    siteUrl: env.SITE_URL ?? 'http://localhost:8080',
    additionalRedirectUrls: (env.ADDITIONAL_REDIRECT_URLS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    autoconfirm: bool(env.MAILER_AUTOCONFIRM, true),
    doubleConfirmEmailChanges: bool(
      env.MAILER_SECURE_EMAIL_CHANGE_ENABLED,
      readTomlBooleans(path.join(supabaseDir, 'config.toml'), 'auth.email').double_confirm_changes ?? true,
    ),
    smtpUrl: env.SMTP_URL || undefined,
    inbox: bool(env.LOCAL_INBOX, false),
    inboxPort: int(env.INBOX_PORT, port === 0 ? 0 : port + 3),
    mailFrom: env.MAIL_FROM ?? 'Business Portal <no-reply@portal.local>',
    google: {
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      clientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
      issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
    },
    rateLimit: loadAuthRateLimits(path.join(supabaseDir, 'config.toml'), env),
    mfa: loadMfaConfig(path.join(supabaseDir, 'config.toml'), env),
    functionsDir: path.join(supabaseDir, 'functions'),
    migrationsDir: path.join(supabaseDir, 'migrations'),
    seedFile: undefined,
    logRequests: bool(env.LOG_REQUESTS, true),
    rest: {
      maxEmbedDepth: int(env.REST_MAX_EMBED_DEPTH, 4),
      maxResponseBytes: int(env.REST_MAX_RESPONSE_BYTES, 16 * 1024 * 1024),
      // PostgREST's db-max-rows, as the Supabase CLI passes it: config.toml `[api] max_rows`; REST_MAX_ROWS overrides (0 = none).
      maxRows: int(env.REST_MAX_ROWS, readTomlIntegers(path.join(supabaseDir, 'config.toml'), 'api').max_rows ?? 0) || undefined,
      // config.toml `[api] schemas` (REST_SCHEMAS overrides): what Accept-Profile / Content-Profile may name.
      schemas: readExposedSchemas(path.join(supabaseDir, 'config.toml'), env),
    },
  };
  const merged = { ...config, ...overrides };
  if (overrides.jwtSecret === undefined) Object.assign(merged, jwtSecretFromEnv(env, merged.dataDir));
  if (!overrides.jwtKeys)
    merged.jwtKeys = new JwtKeyring({ file: signingKeysFile(env, merged.dataDir), alg: signingAlg(env), secret: () => merged.jwtSecret });
  if (!overrides.vaultRootKey) merged.vaultRootKey = vaultRootKey(env, merged.dataDir);
  if (merged.smtpUrl) merged.inbox = false;
  return merged;
}

/** config.toml `[auth] signing_keys_path` (relative to infra/supabase, as the CLI reads it), SIGNING_KEYS_PATH, else the data folder's. */
function signingKeysFile(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.SIGNING_KEYS_PATH) return path.resolve(env.SIGNING_KEYS_PATH);
  const named = readTomlScalars(path.join(supabaseDir, 'config.toml'), 'auth').signing_keys_path?.replace(/^"(.*)"$/, '$1');
  return named ? path.resolve(supabaseDir, named) : path.join(dataDir, SIGNING_KEYS_FILE);
}

/** JWT_SIGNING_ALG: ES256 (default, as `supabase gen signing-key`), RS256, or HS256 (the legacy shared secret signs). */
function signingAlg(env: NodeJS.ProcessEnv): SigningAlg {
  const value = (env.JWT_SIGNING_ALG ?? '').toUpperCase() || 'ES256';
  if (!SIGNING_ALGS.includes(value as SigningAlg))
    throw new Error(`JWT_SIGNING_ALG must be one of ${SIGNING_ALGS.join(', ')}, not ${value}`);
  return value as SigningAlg;
}

/** Where the data folder keeps its secret (printed at start). */
export const jwtSecretFile = (config: Pick<StackConfig, 'dataDir'>) => path.join(config.dataDir, JWT_SECRET_FILE);

/** What signs the access tokens, for the start banner (the JWKS lists the public keys). */
export function describeSigningKeys(config: Pick<StackConfig, 'jwtKeys'>): string {
  const key = config.jwtKeys.signingKey();
  return key
    ? `${key.alg}, kid ${key.kid} (${config.jwtKeys.file}; public keys at /auth/v1/.well-known/jwks.json)`
    : 'HS256 with the JWT secret (legacy)';
}

/** Where the JWT secret came from, for the start banner (never the secret itself). */
export function describeJwtSecret(config: Pick<StackConfig, 'dataDir' | 'jwtSecretSource'>): string {
  switch (config.jwtSecretSource) {
    case 'data-dir':
      return `this data folder's own (${jwtSecretFile(config)})`;
    case 'demo':
      return 'the Supabase CLI demo secret (published: for local use only)';
    case 'env':
      return 'JWT_SECRET';
    default:
      return 'set by the caller';
  }
}
