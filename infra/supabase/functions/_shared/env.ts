// Reads an environment variable wherever a function runs: on hosted Supabase (Deno.env), in the local
// stack (which gives each invocation its own SUPABASE_URL and keys), or in plain Node (process.env).
type EnvGetter = (name: string) => string | undefined;

interface RuntimeGlobals {
  __localStackEnv?: EnvGetter;
  Deno?: { env: { get: EnvGetter } };
  process?: { env: Record<string, string | undefined> };
}

export function env(name: string): string | undefined {
  const g = globalThis as RuntimeGlobals;
  if (g.__localStackEnv) return g.__localStackEnv(name);
  if (g.Deno) return g.Deno.env.get(name);
  return g.process?.env[name];
}

/** Like env(), but a missing variable is an error (a deployment mistake, not a request mistake). */
export function requireEnv(name: string): string {
  const value = env(name);
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${name}`);
  return value;
}

/** The `default` key of a JSON dictionary of keys (SUPABASE_PUBLISHABLE_KEYS / SUPABASE_SECRET_KEYS). */
function defaultKey(name: string): string | undefined {
  const raw = env(name);
  if (!raw) return undefined;
  try {
    const keys = JSON.parse(raw) as Record<string, unknown>;
    return typeof keys.default === 'string' && keys.default ? keys.default : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every secret key of the project: each value of SUPABASE_SECRET_KEYS (hosted Supabase gives functions all of the
 * project's `sb_secret_` keys, by name: the dashboard's first is `default`, others have their own names) and the
 * legacy SUPABASE_SERVICE_ROLE_KEY. A caller holding any of them holds the project's server key.
 */
export function allSecretKeys(): string[] {
  const keys: string[] = [];
  const raw = env('SUPABASE_SECRET_KEYS');
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Record<string, unknown>;
      for (const value of Object.values(parsed)) if (typeof value === 'string' && value) keys.push(value);
    } catch {
      // not JSON: no new keys
    }
  }
  const legacy = env('SUPABASE_SERVICE_ROLE_KEY');
  if (legacy) keys.push(legacy);
  return keys;
}

/** The key a browser may hold (RLS as anon): the new publishable key where the project has one, else the legacy anon key. */
export function publishableKey(): string {
  return defaultKey('SUPABASE_PUBLISHABLE_KEYS') ?? requireEnv('SUPABASE_ANON_KEY');
}

/** The server-only key (bypasses RLS): the new secret key where the project has one, else the legacy service_role key. */
export function secretKey(): string {
  return defaultKey('SUPABASE_SECRET_KEYS') ?? requireEnv('SUPABASE_SERVICE_ROLE_KEY');
}
