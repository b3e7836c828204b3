import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { listFiles } from './release-id';
import type { LiveRecord, ReleaseMeta, ReleaseStore } from './types';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
};

/**
 * The production target: a public bucket of Supabase Storage (the project's own, or any Supabase-compatible
 * storage API), whose CDN serves the files. Same layout as the folder target:
 *   <bucket>/<package>/<release id>/...   (cache: 1 year, immutable paths)
 *   <bucket>/registry/<package>.json      (no-cache; one PUT replaces it: atomic)
 *   <bucket>/portal-config.json           (no-cache) written after each switch from portal-config.base.json
 * Env: RELEASE_SUPABASE_URL, RELEASE_SUPABASE_SERVICE_KEY (service role: writes), RELEASE_BUCKET (portal-releases).
 */
export function supabaseStore(env: NodeJS.ProcessEnv = process.env): ReleaseStore & { publishConfig(live: object): Promise<boolean> } {
  const url = env.RELEASE_SUPABASE_URL;
  const key = env.RELEASE_SUPABASE_SERVICE_KEY;
  if (!url || !key) throw new Error('RELEASE_STORE=supabase needs RELEASE_SUPABASE_URL and RELEASE_SUPABASE_SERVICE_KEY');
  const bucketName = env.RELEASE_BUCKET || 'portal-releases';
  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const bucket = () => client.storage.from(bucketName);
  let ensured = false;
  const ensureBucket = async () => {
    if (ensured) return;
    const { error } = await client.storage.getBucket(bucketName);
    if (error) {
      const created = await client.storage.createBucket(bucketName, { public: true });
      if (created.error) throw new Error(`bucket ${bucketName}: ${created.error.message}`);
    }
    ensured = true;
  };
  const readJson = async <T>(path: string): Promise<T | null> => {
    const { data, error } = await bucket().download(path);
    if (error || !data) return null;
    return JSON.parse(await data.text()) as T;
  };
  const put = async (path: string, body: Buffer | string, contentType: string, cacheControl: string, upsert: boolean) => {
    const { error } = await bucket().upload(path, body, { contentType, cacheControl, upsert });
    if (error) throw new Error(`upload ${path}: ${error.message}`);
  };

  return {
    description: `supabase ${url} bucket ${bucketName}`,
    releaseUrl: (pkg, id) => `${url.replace(/\/$/, '')}/storage/v1/object/public/${bucketName}/${pkg}/${id}/`,

    async publish(pkg, dir, meta) {
      await ensureBucket();
      if (await readJson(`${pkg}/${meta.id}/release.json`))
        throw new Error(`release ${meta.id} of ${pkg} exists already (releases are immutable)`);
      // release.json last: a release is listed only once every file is up.
      for (const file of listFiles(dir)) {
        await put(
          `${pkg}/${meta.id}/${file}`,
          await readFile(join(dir, file)),
          TYPES[extname(file)] ?? 'application/octet-stream',
          '31536000',
          false,
        );
      }
      await put(`${pkg}/${meta.id}/release.json`, JSON.stringify(meta, null, 2), TYPES['.json'], '31536000', false);
    },

    async list(pkg) {
      await ensureBucket();
      const { data, error } = await bucket().list(pkg, { limit: 1000 });
      if (error) throw new Error(`list ${pkg}: ${error.message}`);
      const metas = await Promise.all((data ?? []).map((entry) => readJson<ReleaseMeta>(`${pkg}/${entry.name}/release.json`)));
      return metas.filter((m): m is ReleaseMeta => !!m).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    readRelease: (pkg, id) => readJson<ReleaseMeta>(`${pkg}/${id}/release.json`),

    readRecord: (pkg) => readJson<LiveRecord>(`registry/${pkg}.json`),

    async writeRecord(pkg, record) {
      await ensureBucket();
      await put(`registry/${pkg}.json`, JSON.stringify(record, null, 2), TYPES['.json'], '0', true);
    },

    async publishConfig(live) {
      const base = await readJson<Record<string, unknown>>('portal-config.base.json');
      if (!base) return false;
      await put('portal-config.json', JSON.stringify({ ...base, ...live }, null, 2), TYPES['.json'], '0', true);
      return true;
    },
  };
}
