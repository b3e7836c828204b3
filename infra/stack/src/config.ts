import path from 'node:path';

/** Every setting of the stack, read once from the environment (names follow the Supabase CLI where one exists). */
export interface StackConfig {
  port: number;
  host: string;
  /** PGlite data folder and storage bytes live under here. */
  dataDir: string;
  /** When set, PostgreSQL through a pool instead of PGlite. */
  databaseUrl?: string;
  jwtSecret: string;
  jwtExpiry: number;
  /** Public URL of this API as browsers reach it. */
  apiUrl: string;
  /** Where the portal runs: the default redirect target of e-mailed links. */
  siteUrl: string;
  /** Extra allowed redirect origins/prefixes for redirect_to. */
  additionalRedirectUrls: string[];
  autoconfirm: boolean;
  /** smtp(s)://user:pass@host:port ; unset = local mail catcher. */
  smtpUrl?: string;
  mailFrom: string;
  google: { clientId?: string; clientSecret?: string; issuer: string };
  rateLimit: { windowSeconds: number; signIn: number; signUp: number; recover: number };
  functionsDir: string;
  migrationsDir: string;
  seedFile?: string;
  /** Print one line per request. */
  logRequests: boolean;
  /** Runaway-query limits of `/rest/v1` (statement timeouts are per role, in the database: src/db/role-timeouts.ts). */
  rest: { maxEmbedDepth: number; maxResponseBytes: number };
}

/** The Supabase CLI's well-known local demo secret: local and test only. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

const supabaseDir = path.resolve(__dirname, '../../supabase');

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<StackConfig> = {}): StackConfig {
  const port = overrides.port ?? int(env.API_PORT, 54321);
  const host = overrides.host ?? env.API_HOST ?? '127.0.0.1';
  const apiUrl = overrides.apiUrl ?? env.API_EXTERNAL_URL ?? `http://localhost:${port}`;
  const config: StackConfig = {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? path.resolve(__dirname, '../../.data/stack')),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || DEMO_JWT_SECRET,
    jwtExpiry: int(env.JWT_EXPIRY, 3600),
    apiUrl,
    siteUrl: env.SITE_URL ?? 'http://localhost:8080',
    additionalRedirectUrls: (env.ADDITIONAL_REDIRECT_URLS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    autoconfirm: bool(env.MAILER_AUTOCONFIRM, true),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Business Portal <no-reply@portal.local>',
    google: {
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      clientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
      issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
    },
    rateLimit: {
      windowSeconds: int(env.RATE_LIMIT_WINDOW_SECONDS, 300),
      signIn: int(env.RATE_LIMIT_SIGN_IN, 30),
      signUp: int(env.RATE_LIMIT_SIGN_UP, 10),
      recover: int(env.RATE_LIMIT_RECOVER, 5),
    },
    functionsDir: path.join(supabaseDir, 'functions'),
    migrationsDir: path.join(supabaseDir, 'migrations'),
    seedFile: undefined,
    logRequests: bool(env.LOG_REQUESTS, true),
    rest: {
      maxEmbedDepth: int(env.REST_MAX_EMBED_DEPTH, 4),
      maxResponseBytes: int(env.REST_MAX_RESPONSE_BYTES, 16 * 1024 * 1024),
    },
  };
  return { ...config, ...overrides };
}
