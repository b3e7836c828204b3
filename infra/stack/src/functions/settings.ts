import fs from 'node:fs';

export interface FunctionSettings {
  /** Whether a valid JWT (anon key, service key or user token) is required, as on hosted Supabase (default true). */
  verifyJwt: boolean;
}

/**
 * Per-function settings from the Supabase CLI's config.toml (`[functions.<name>]` with `verify_jwt`),
 * read with a deliberately small parser: only those tables and boolean keys matter to the runner.
 */
export function readFunctionSettings(configToml: string): Map<string, FunctionSettings> {
  const settings = new Map<string, FunctionSettings>();
  if (!fs.existsSync(configToml)) return settings;
  let current: FunctionSettings | undefined;
  for (const rawLine of fs.readFileSync(configToml, 'utf8').split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, '').trim();
    const table = /^\[functions\.("?)([A-Za-z0-9_-]+)\1\]$/.exec(line);
    if (table) {
      current = { verifyJwt: true };
      settings.set(table[2], current);
    } else if (line.startsWith('[')) {
      current = undefined;
    } else if (current) {
      const verify = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
      if (verify) current.verifyJwt = verify[1] === 'true';
    }
  }
  return settings;
}
