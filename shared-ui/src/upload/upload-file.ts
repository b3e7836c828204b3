import type { SupabaseClient } from '@supabase/supabase-js';
import type { DetailedError, Upload } from 'tus-js-client';
import { decodeBase64Url, type PortalConfig } from 'shared-ui';
import type { BucketId } from './bucket-limits';
import { cancelledError, UploadError, uploadErrorOf } from './upload-error';
import { contentTypeOf, validateFile } from './validate-file';

/** Supabase Storage takes resumable uploads in 6 MiB chunks. */
export const UPLOAD_CHUNK_SIZE = 6 * 1024 * 1024;

/** What an upload needs from the platform: the page's supabase client (the session) and where the API is. */
export interface UploadClient {
  supabase: Pick<SupabaseClient, 'auth'>;
  config: Pick<PortalConfig, 'apiUrl' | 'anonKey'>;
}

export interface UploadTarget {
  bucket: BucketId;
  /** The object name in the bucket, e.g. `<user id>/1732300000000_plan.pdf`. */
  path: string;
  /** Replace an object of that name (`x-upsert`); without it an existing name is refused. */
  upsert?: boolean;
  /** A screen's narrower type rule ('image/*') and smaller limit, within the bucket's. */
  accept?: string;
  maxSizeBytes?: number;
}

export interface UploadFileOptions extends UploadTarget {
  /** 0..1, with the bytes the server has and the file's size. */
  onProgress?: (fraction: number, bytesSent: number, bytesTotal: number) => void;
  /**
   * Aborting cancels: the unfinished upload is dropped on the server and the promise rejects with an
   * AbortError. Aborting with the reason `'pause'` keeps it, so choosing the same file again resumes.
   */
  signal?: AbortSignal;
  /** Tests only: smaller chunks. */
  chunkSize?: number;
}

// tus-js-client is loaded on the first upload only, never with the screen.
let tus: Promise<typeof import('tus-js-client')> | undefined;
const loadTus = () => (tus ??= import(/* webpackChunkName: "lazy-tus-js-client" */ 'tus-js-client'));

/** The object name a finished upload's URL stands for (storage-api: base64url of `bucket/name/version`). */
export function objectNameOf(uploadUrl: string | null): string | undefined {
  const id = uploadUrl?.split('/').pop();
  if (!id) return undefined;
  try {
    const text = decodeBase64Url(id);
    const first = text.indexOf('/');
    const last = text.lastIndexOf('/');
    return first > 0 && last > first ? text.slice(first + 1, last) : undefined;
  } catch {
    return undefined;
  }
}

/** One file's identity for resuming: the same file chosen again for the same bucket and folder. */
function fingerprintOf(file: File, target: UploadTarget): string {
  const folder = target.path.includes('/') ? target.path.slice(0, target.path.lastIndexOf('/')) : '';
  return ['portal-upload', target.bucket, folder, file.name, file.type, file.size, file.lastModified].join('|');
}

/** Retry when the server was not reached or failed, and on an offset conflict; never on a refusal. */
function shouldRetry(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  const method = error.originalRequest?.getMethod();
  return status === 0 || status >= 500 || status === 423 || (status === 409 && method === 'PATCH');
}

/**
 * Uploads a file to a bucket with TUS (`/storage/v1/upload/resumable`), in 6 MiB chunks, with real
 * progress. The bucket's type and size rules are checked first (`validateFile`: the spec's messages).
 * An upload interrupted by a closed tab, a reload or a lost connection resumes from the server's
 * offset when the same file is chosen again (tus-js-client keeps the upload URL in localStorage).
 * Resolves with the object's path: a resumed upload keeps the path it started with.
 */
export async function uploadFile(client: UploadClient, file: File, options: UploadFileOptions): Promise<{ path: string }> {
  const { bucket, path, upsert, accept, maxSizeBytes, onProgress, signal } = options;
  const rules = { bucket, accept, maxSizeBytes };
  const problem = validateFile(file, rules);
  if (problem) throw new UploadError(400, problem, 'InvalidFile');
  if (signal?.aborted) throw cancelledError();
  const { Upload } = await loadTus();
  if (signal?.aborted) throw cancelledError();

  return new Promise((resolve, reject) => {
    const upload: Upload = new Upload(file, {
      endpoint: `${client.config.apiUrl.replace(/\/+$/, '')}/storage/v1/upload/resumable`,
      chunkSize: options.chunkSize ?? UPLOAD_CHUNK_SIZE,
      retryDelays: [0, 1000, 3000, 5000],
      onShouldRetry: shouldRetry,
      metadata: { bucketName: bucket, objectName: path, contentType: contentTypeOf(file), cacheControl: '3600' },
      headers: { apikey: client.config.anonKey, ...(upsert ? { 'x-upsert': 'true' } : {}) },
      fingerprint: async () => fingerprintOf(file, options),
      removeFingerprintOnSuccess: true,
      // A fresh token on every request: a long upload outlives an access token.
      onBeforeRequest: async (req) => {
        const { data } = await client.supabase.auth.getSession();
        req.setHeader('Authorization', `Bearer ${data.session?.access_token ?? client.config.anonKey}`);
      },
      onProgress: (sent, total) => onProgress?.(total > 0 ? sent / total : 0, sent, total),
      onSuccess: () => {
        signal?.removeEventListener('abort', onAbort);
        resolve({ path: objectNameOf(upload.url) ?? path });
      },
      onError: (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(uploadErrorOf(error, file, rules));
      },
    });
    function onAbort() {
      void upload.abort(signal?.reason !== 'pause').catch(() => undefined);
      reject(cancelledError());
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    upload.findPreviousUploads().then(
      (previous) => {
        if (signal?.aborted) return;
        const latest = [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      },
      () => upload.start(),
    );
  });
}
