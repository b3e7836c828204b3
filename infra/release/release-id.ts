import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Every file under `dir`, relative, with `/`, sorted. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => f.split(sep).join('/'))
    .sort();
}

/** First 8 hex of a SHA-256 over each file's path and bytes: the same build gives the same hash. */
export function contentHash(dir: string, files = listFiles(dir)): string {
  const hash = createHash('sha256');
  for (const f of files) {
    hash.update(f).update('\0');
    hash.update(readFileSync(join(dir, f))).update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

/** `<version>-<hash>-<yyyymmddThhmmssZ>`: safe in a URL path, sorts by time within one version. */
export function releaseId(version: string, hash: string, at: Date): string {
  const time = at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `${version}-${hash}-${time}`;
}
