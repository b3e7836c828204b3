import { errors } from './errors';

/**
 * The global upload limit: 500 MiB, the portal's largest bucket (training videos; config.toml says the
 * same), since storage-api's 50 MiB default would refuse what the bucket and the browser allow.
 * STORAGE_FILE_SIZE_LIMIT overrides it, e.g. "50MiB", "10MB" or bytes. A plain (non-resumable) upload
 * is one request body, so it is also capped by the server's 64 MiB body limit: large files go by TUS.
 */
export function globalFileSizeLimit(env: NodeJS.ProcessEnv = process.env): number {
  return parseSize(env.STORAGE_FILE_SIZE_LIMIT) ?? 500 * 1024 * 1024;
}

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** Bytes from a number or a size string such as "20MB", "1.5MiB", "300KB", "3B". */
export function parseSize(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw errors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
    return Math.floor(value);
  }
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value) : null;
  const unit = UNITS[(match?.[2] || 'b').toLowerCase()];
  if (!match || unit === undefined) throw errors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  return Math.floor(Number(match[1]) * unit);
}

/** The media type without parameters, lower-cased: `Text/Plain;charset=UTF-8` → `text/plain`. */
export function baseMimeType(mimeType: string): string {
  return mimeType.split(';')[0].trim().toLowerCase();
}

/** Whether a bucket's allowed_mime_types admit a type (`image/*` admits every image type). */
export function mimeTypeAllowed(mimeType: string, allowed: string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = baseMimeType(mimeType);
  return allowed.some((entry) => {
    const rule = baseMimeType(entry);
    if (rule === '*/*' || rule === '*') return true;
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return rule === type;
  });
}

/** The largest object a bucket takes: its own limit, never above the global one. */
export function sizeLimitOf(bucket: { file_size_limit: string | number | null }, globalLimit: number): number {
  const bucketLimit = bucket.file_size_limit === null ? undefined : Number(bucket.file_size_limit);
  return bucketLimit !== undefined && bucketLimit > 0 ? Math.min(bucketLimit, globalLimit) : globalLimit;
}

export function checkUploadLimits(
  size: number,
  mimeType: string,
  bucket: { file_size_limit: string | number | null; allowed_mime_types: string[] | null },
  globalLimit: number,
): void {
  if (size > sizeLimitOf(bucket, globalLimit)) throw errors.entityTooLarge();
  if (!mimeTypeAllowed(mimeType, bucket.allowed_mime_types)) throw errors.invalidMimeType(mimeType);
}
