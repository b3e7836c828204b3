import fs from 'node:fs';

/**
 * The tables `[<section>.<name>]` of the Supabase CLI's config.toml (the name matching `namePattern`, quoted or
 * not) with their `key = value` lines, each value as written. A deliberately small parser: comments after white
 * space are dropped, every other table is passed over, and a missing file has no tables.
 */
export function readConfigTables(configToml: string, section: string, namePattern: string): Map<string, Map<string, string>> {
  const tables = new Map<string, Map<string, string>>();
  if (!fs.existsSync(configToml)) return tables;
  const header = new RegExp(`^\\[${section.replace(/\./g, '\\.')}\\.("?)(${namePattern})\\1\\]$`);
  let current: Map<string, string> | undefined;
  for (const rawLine of fs.readFileSync(configToml, 'utf8').split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, '').trim();
    const table = header.exec(line);
    if (table) {
      current = new Map();
      tables.set(table[2], current);
    } else if (line.startsWith('[')) {
      current = undefined;
    } else if (current) {
      const entry = /^([A-Za-z0-9_]+)\s*=\s*(.*)$/.exec(line);
      if (entry) current.set(entry[1], entry[2]);
    }
  }
  return tables;
}
