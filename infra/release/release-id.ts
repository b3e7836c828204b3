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
  const time = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${version}-${hash}-${time}`;
}

/** Subresource-integrity value of some bytes: `sha384-<base64>` (what a script's `integrity` attribute takes). */
export function sri(bytes: Buffer | Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The SHA-384 of every file of a build (relative path -> `sha384-...`): recorded in release.json at publish. */
export function fileIntegrity(dir: string, files = listFiles(dir)): Record<string, string> {
  return Object.fromEntries(files.map((f) => [f, sri(readFileSync(join(dir, f)))]));
}
