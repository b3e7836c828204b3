import fs from 'node:fs';
import path from 'node:path';
import { readConfigTables } from '../config-toml';

/** `[storage.buckets.<name>] objects_path = "..."` from the Supabase CLI's config.toml (paths relative to it). */
export function readSeedBuckets(configToml: string): Map<string, string> {
  const buckets = new Map<string, string>();
  for (const [bucket, entries] of readConfigTables(configToml, 'storage.buckets', '[A-Za-z0-9_.-]+')) {
    const objectsPath = /^"([^"]+)"$/.exec(entries.get('objects_path') ?? '');
    if (objectsPath) buckets.set(bucket, path.resolve(path.dirname(configToml), objectsPath[1]));
  }
  return buckets;
}

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

function* filesUnder(dir: string, prefix = ''): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(path.join(dir, entry.name), relative);
    else if (entry.isFile()) yield relative;
  }
}

/**
 * Uploads the demo files of every seeded bucket through the stack's own storage API (as the service
 * role, so the bucket's limits apply as to any upload), skipping objects that already exist: the
 * local counterpart of `supabase seed buckets`. Returns how many objects it stored.
 */
export async function seedStorageObjects(apiUrl: string, serviceKey: string, configToml: string): Promise<number> {
  let stored = 0;
  for (const [bucket, dir] of readSeedBuckets(configToml)) {
    if (!fs.existsSync(dir)) continue;
    for (const objectPath of filesUnder(dir)) {
      const response = await fetch(`${apiUrl}/storage/v1/object/${bucket}/${objectPath.split('/').map(encodeURIComponent).join('/')}`, {
        method: 'POST',
        headers: {
          apikey: serviceKey,
          authorization: `Bearer ${serviceKey}`,
          'content-type': CONTENT_TYPES[path.extname(objectPath).toLowerCase()] ?? 'application/octet-stream',
          'x-upsert': 'false',
        },
        body: fs.readFileSync(path.join(dir, objectPath)),
      });
      if (response.ok) {
        stored += 1;
        continue;
      }
      // storage-api answers an existing key with HTTP 400 and `statusCode: "409"`: seeded by an earlier
      // start (or replaced by an admin since); keep it.
      const body = await response.text();
      if (!body.includes('"statusCode":"409"')) throw new Error(`seeding ${bucket}/${objectPath} failed: HTTP ${response.status} ${body}`);
    }
  }
  return stored;
}
