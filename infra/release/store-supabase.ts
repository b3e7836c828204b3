import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { listFiles } from './release-id';
import { placeholderLinks } from '../scripts/portal-config.mjs';
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
export function supabaseStore(env: NodeJS.ProcessEnv = process.env): ReleaseStore {
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

    async prepareConfig() {
      const made: string[] = [];
      const { error } = await client.storage.getBucket(bucketName);
      if (error) made.push(`bucket ${bucketName} created (public)`);
      await ensureBucket();
      if (await readJson('portal-config.base.json')) return made;
      const base = configBase(env);
      await put('portal-config.base.json', JSON.stringify(base, null, 2), TYPES['.json'], '0', true);
      made.push(
        `portal-config.base.json written to bucket ${bucketName} (apiUrl ${base.apiUrl}, links ${env.PORTAL_LINKS ? `from ${env.PORTAL_LINKS}` : `placeholders under ${env.PORTAL_URL}/external/: set PORTAL_LINKS to a JSON file of your real addresses and upload the base again`})`,
      );
      return made;
    },

    async publishConfig(live) {
      const base = await readJson<Record<string, unknown>>('portal-config.base.json');
      if (!base)
        throw new Error(
          `portal-config.json not written: bucket ${bucketName} has no portal-config.base.json (the release command writes it before the first switch; see docs/deploy.md)`,
        );
      await put('portal-config.json', JSON.stringify({ ...base, ...live }, null, 2), TYPES['.json'], '0', true);
    },
  };
}

/**
 * portal-config.base.json made from the environment, for a project's first release: the project's URL
 * (RELEASE_SUPABASE_URL), its publishable key (PORTAL_PUBLISHABLE_KEY; the browser's key, never the secret one), the
 * portal's own address (PORTAL_URL) and the external links (PORTAL_LINKS: a JSON file shaped like
 * infra/scripts/portal-config.mjs's placeholderLinks; without it, those placeholders under PORTAL_URL). Throws naming
 * every variable that is missing.
 */
export function configBase(env: NodeJS.ProcessEnv): { apiUrl: string; anonKey: string; links: Record<string, unknown> } {
  const missing = [
    !env.PORTAL_PUBLISHABLE_KEY && "PORTAL_PUBLISHABLE_KEY (the project's sb_publishable_... key, or its legacy anon key)",
    !env.PORTAL_URL && "PORTAL_URL (the portal's public address, e.g. https://portal.example.com)",
  ].filter(Boolean);
  if (missing.length > 0)
    throw new Error(
      `the bucket has no portal-config.base.json, and the release command cannot write it before the first switch: set ${missing.join(' and ')}`,
    );
  if (/^sb_secret_/.test(env.PORTAL_PUBLISHABLE_KEY!) || env.PORTAL_PUBLISHABLE_KEY === env.RELEASE_SUPABASE_SERVICE_KEY)
    throw new Error('PORTAL_PUBLISHABLE_KEY is a secret key: the browser gets the publishable (sb_publishable_...) key');
  const portalUrl = env.PORTAL_URL!.replace(/\/$/, '');
  const links = env.PORTAL_LINKS
    ? (JSON.parse(readFileSync(env.PORTAL_LINKS, 'utf8')) as Record<string, unknown>)
    : (placeholderLinks(portalUrl) as Record<string, unknown>);
  return { apiUrl: env.RELEASE_SUPABASE_URL!.replace(/\/$/, ''), anonKey: env.PORTAL_PUBLISHABLE_KEY!, links };
}
