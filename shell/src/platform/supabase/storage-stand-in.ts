// Stands in for `@supabase/storage-js` inside supabase-js in the shell's build (see realtime-stand-in.ts): storage-js
// (7 KiB gz) is fetched on the first storage call.
import type * as StorageJs from '@supabase/storage-js';
import { deferredObject } from './deferred';

type Module = typeof StorageJs;
type Client = InstanceType<Module['StorageClient']>;
type FileApi = ReturnType<Client['from']>;
type PublicUrlOptions = Parameters<FileApi['getPublicUrl']>[1];

let loaded: Module | undefined;
let loading: Promise<Module> | undefined;

/** Fetches storage-js (once). */
export function loadStorageJs(): Promise<Module> {
  loading ??= import(/* webpackChunkName: "lazy-storage" */ '@supabase/storage-js/dist/index.mjs').then((m) => {
    loaded = m as unknown as Module;
    return loaded;
  });
  return loading;
}

/**
 * storage-js's `getPublicUrl`, which answers synchronously (no request): the same URL as the real one's
 * (supabase-stand-ins.test.ts compares them), for a call made before storage-js has arrived.
 */
export function publicUrl(baseUrl: string, bucket: string, path: string, options?: PublicUrlOptions): { data: { publicUrl: string } } {
  const query = new URLSearchParams();
  if (options?.download) query.set('download', options.download === true ? '' : options.download);
  const transform = options?.transform;
  if (transform) {
    if (transform.width) query.set('width', transform.width.toString());
    if (transform.height) query.set('height', transform.height.toString());
    if (transform.resize) query.set('resize', transform.resize);
    if (transform.format) query.set('format', transform.format);
    if (transform.quality) query.set('quality', transform.quality.toString());
  }
  if (options?.cacheNonce != null) query.set('cacheNonce', String(options.cacheNonce));
  const queryString = query.toString();
  const render = typeof transform === 'object' && transform !== null && Object.keys(transform).length > 0 ? 'render/image' : 'object';
  const finalPath = `${bucket}/${path.replace(/^\/+/, '')}`;
  return { data: { publicUrl: encodeURI(`${baseUrl}/${render}/public/${finalPath}`) + (queryString ? `?${queryString}` : '') } };
}

/** supabase-js's `storage`: the real StorageClient once storage-js has arrived; every method until then waits for it. */
export class StorageClient {
  constructor(url: string, headers: Record<string, string> = {}, fetch?: typeof globalThis.fetch, opts?: { useNewHostname?: boolean }) {
    let real: Client | undefined;
    const load = (): Promise<Client> =>
      loadStorageJs().then((m) => {
        real ??= new m.StorageClient(url, headers, fetch, opts);
        return real;
      });
    const from = (bucket: string): FileApi => {
      let file: FileApi | undefined;
      const realFile = () => (real ? (file ??= real.from(bucket)) : undefined);
      // The URL storage-js's StorageBucketApi computes (hosted projects may opt into the storage host name).
      const base = new URL(url);
      if (opts?.useNewHostname && /supabase\.(co|in|red)$/.test(base.hostname) && !base.hostname.includes('storage.supabase.')) {
        base.hostname = base.hostname.replace('supabase.', 'storage.supabase.');
      }
      const baseUrl = base.href.replace(/\/$/, '');
      return deferredObject<FileApi>(realFile, () => load().then(() => realFile() as FileApi), {
        getPublicUrl: (path: string, options?: PublicUrlOptions) => publicUrl(baseUrl, bucket, path, options),
      });
    };
    return deferredObject<Client>(() => real, load, { from }) as unknown as StorageClient;
  }
}

/** `x instanceof StorageApiError` (supabase-js's re-export) holds for storage-js's errors. */
export const StorageApiError = {
  [Symbol.hasInstance]: (value: unknown) => !!loaded && value instanceof loaded.StorageApiError,
};
