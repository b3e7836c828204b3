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
