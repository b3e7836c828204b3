import { DetailedError, Upload, type PreviousUpload, type UploadOptions, type UrlStorage } from 'tus-js-client';
import type { TestStack } from '../support/test-stack';

/** tus-js-client's URL store, in memory (the browser keeps it in localStorage). */
export class MemoryUrlStorage implements UrlStorage {
  private readonly uploads = new Map<string, PreviousUpload & { fingerprint: string }>();
  private next = 0;

  async findAllUploads() {
    return [...this.uploads.values()];
  }

  async findUploadsByFingerprint(fingerprint: string) {
    return [...this.uploads.values()].filter((u) => u.fingerprint === fingerprint);
  }

  async removeUpload(key: string) {
    this.uploads.delete(key);
  }

  async addUpload(fingerprint: string, upload: PreviousUpload) {
    const key = `tus::${fingerprint}::${(this.next += 1)}`;
    this.uploads.set(key, { ...upload, fingerprint, urlStorageKey: key });
    return key;
  }
}

export interface ResumableTarget {
  bucket: string;
  name: string;
  contentType?: string;
  /** A bearer token; omitted: no Authorization header at all. */
  token?: string;
  upsert?: boolean;
}

/** Options as the portal's upload module sets them (storage-api's documented metadata keys). */
export function resumableOptions(stack: TestStack, target: ResumableTarget, extra: UploadOptions = {}): UploadOptions {
  const headers: Record<string, string> = { apikey: stack.anonKey };
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  if (target.upsert) headers['x-upsert'] = 'true';
  return {
    endpoint: `${stack.url}/storage/v1/upload/resumable`,
    headers,
    metadata: {
      bucketName: target.bucket,
      objectName: target.name,
      contentType: target.contentType ?? 'application/pdf',
      cacheControl: '3600',
    },
    retryDelays: null,
    removeFingerprintOnSuccess: true,
    ...extra,
  };
}

/** Runs an upload to its end: resolves with the upload, rejects with tus-js-client's error. */
export function runUpload(bytes: Buffer, options: UploadOptions, prepare?: (upload: Upload) => Promise<void>): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const upload: Upload = new Upload(bytes, {
      ...options,
      onSuccess: () => resolve(upload),
      onError: reject,
    });
    void (prepare ? prepare(upload) : Promise.resolve()).then(() => upload.start(), reject);
  });
}

/** The server's answer to a refused upload: status and body. */
export async function refusal(promise: Promise<unknown>): Promise<{ status: number; body: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DetailedError) || !error.originalResponse) throw new Error(`expected a refused upload, got ${String(error)}`);
  return { status: error.originalResponse.getStatus(), body: error.originalResponse.getBody() };
}
