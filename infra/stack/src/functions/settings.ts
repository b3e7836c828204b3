import { readConfigTables } from '../config-toml';

export interface FunctionSettings {
  /** Whether a valid JWT (anon key, service key or user token) is required, as on hosted Supabase (default true). */
  verifyJwt: boolean;
}

/**
 * Per-function settings from the Supabase CLI's config.toml (`[functions.<name>]` with `verify_jwt`): only those
 * tables and that boolean key matter to the runner.
 */
export function readFunctionSettings(configToml: string): Map<string, FunctionSettings> {
  const settings = new Map<string, FunctionSettings>();
  for (const [name, entries] of readConfigTables(configToml, 'functions', '[A-Za-z0-9_-]+'))
    settings.set(name, { verifyJwt: entries.get('verify_jwt') !== 'false' });
  return settings;
}
