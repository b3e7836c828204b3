import fs from 'node:fs';

// PostgREST's part of the configuration (config.ts reads it once): the schemas the Data API exposes.

/** `schemas = ["public", "other"]` of config.toml's `[api]`; REST_SCHEMAS wins. */
export function readExposedSchemas(configToml: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const fromEnv = (env.REST_SCHEMAS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (fromEnv.length > 0) return fromEnv;
  if (!fs.existsSync(configToml)) return ['public'];
  let inside = false;
  for (const raw of fs.readFileSync(configToml, 'utf8').split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (line.startsWith('[')) inside = line === '[api]';
    else if (inside) {
      const match = /^schemas\s*=\s*\[(.*)\]$/.exec(line);
      if (match) {
        const names = [...match[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
        if (names.length > 0) return names;
      }
    }
  }
  return ['public'];
}
