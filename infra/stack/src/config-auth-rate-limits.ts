import fs from 'node:fs';

/**
 * The auth limits the stack enforces, per client IP, with the Supabase CLI's names (config.toml
 * `[auth.rate_limit]`) and defaults. Counted per 5 minutes except email_sent (per hour).
 */
export interface AuthRateLimits {
  /** POST /signup, the password grant and magic-link requests (default 30 per 5 min). */
  signInSignUps: number;
  /** The refresh_token and pkce grants (default 150 per 5 min). */
  tokenRefresh: number;
  /** /verify: e-mailed links and OTP verification (default 30 per 5 min). */
  tokenVerifications: number;
  /** E-mails the auth service sends because of one IP's requests (default 30 per hour). */
  emailSent: number;
  /** Length of the 5-minute windows, seconds (tests shorten it). */
  windowSeconds: number;
}

const KEYS: Record<Exclude<keyof AuthRateLimits, 'windowSeconds'>, string> = {
  signInSignUps: 'sign_in_sign_ups',
  tokenRefresh: 'token_refresh',
  tokenVerifications: 'token_verifications',
  emailSent: 'email_sent',
};

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signInSignUps: 30,
  tokenRefresh: 150,
  tokenVerifications: 30,
  emailSent: 30,
  windowSeconds: 300,
};

/** The integer keys of one `[table]` of a TOML file (a deliberately small reader: `key = 123` lines only). */
export function readTomlIntegers(file: string, table: string): Record<string, number> {
  const values: Record<string, number> = {};
  for (const [key, value] of Object.entries(readTomlScalars(file, table))) if (/^\d+$/.test(value)) values[key] = Number(value);
  return values;
}

/** The boolean keys of one `[table]` of a TOML file (`key = true|false` lines). */
export function readTomlBooleans(file: string, table: string): Record<string, boolean> {
  const values: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(readTomlScalars(file, table)))
    if (value === 'true' || value === 'false') values[key] = value === 'true';
  return values;
}

/** `key = value` lines of one `[table]`, values as written (comments dropped). */
export function readTomlScalars(file: string, table: string): Record<string, string> {
  const values: Record<string, string> = {};
  if (!fs.existsSync(file)) return values;
  let inside = false;
  for (const raw of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (line.startsWith('[')) inside = line === `[${table}]`;
    else if (inside) {
      const match = /^([A-Za-z0-9_]+)\s*=\s*(\S+)$/.exec(line);
      if (match) values[match[1]] = match[2];
    }
  }
  return values;
}

/**
 * `[auth.rate_limit]` of config.toml, then the environment: AUTH_RATE_LIMIT_<KEY> (e.g.
 * AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS=100000 for test runs that sign many users in).
 */
export function loadAuthRateLimits(configToml: string, env: NodeJS.ProcessEnv): AuthRateLimits {
  const fromFile = readTomlIntegers(configToml, 'auth.rate_limit');
  const limits = { ...DEFAULT_AUTH_RATE_LIMITS };
  for (const [field, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][]) {
    if (fromFile[key] !== undefined) limits[field] = fromFile[key];
    const fromEnv = env[`AUTH_RATE_LIMIT_${key.toUpperCase()}`];
    if (fromEnv !== undefined && fromEnv !== '' && Number.isFinite(Number(fromEnv))) limits[field] = Number(fromEnv);
  }
  return limits;
}
