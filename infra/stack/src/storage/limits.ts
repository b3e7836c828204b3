import { formatMediaType, parseMediaType } from '../http/media-type';
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
  // Trimmed first and bounded: a regular expression with `\s*` on both sides of an optional part backtracks
  // quadratically on a long run of spaces (any caller reaches this through POST /bucket).
  const text = typeof value === 'string' && value.length <= 64 ? value.trim() : null;
  const match = text === null ? null : /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(text);
  const unit = UNITS[(match?.[2] || 'b').toLowerCase()];
  if (!match || unit === undefined) throw errors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  return Math.floor(Number(match[1]) * unit);
}

/** A bucket rule's type (`image/*`, `application/pdf`), lower-cased and without parameters. */
const ruleEssence = (rule: string) => rule.split(';')[0].trim().toLowerCase();

/** Whether a bucket's allowed_mime_types admit a parsed type's essence (`image/*` admits every image type). */
export function mimeTypeAllowed(essence: string, allowed: string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((entry) => {
    const rule = ruleEssence(entry);
    if (rule === '*/*' || rule === '*') return true;
    if (rule.endsWith('/*')) return essence.startsWith(rule.slice(0, -1));
    return rule === essence;
  });
}

/** The largest object a bucket takes: its own limit, never above the global one. */
export function sizeLimitOf(bucket: { file_size_limit: string | number | null }, globalLimit: number): number {
  const bucketLimit = bucket.file_size_limit === null ? undefined : Number(bucket.file_size_limit);
  return bucketLimit !== undefined && bucketLimit > 0 ? Math.min(bucketLimit, globalLimit) : globalLimit;
}

/**
 * Checks an object against a bucket's limits and returns its normalised media type (the only form
 * ever stored). The type is parsed with the media-type grammar: one that does not parse (a comma, a
 * control character...) is refused like one the bucket does not allow (415).
 */
export function checkUploadLimits(
  size: number,
  mimeType: string,
  bucket: { file_size_limit: string | number | null; allowed_mime_types: string[] | null },
  globalLimit: number,
): string {
  if (size > sizeLimitOf(bucket, globalLimit)) throw errors.entityTooLarge();
  const media = parseMediaType(mimeType);
  if (!media || !mimeTypeAllowed(media.essence, bucket.allowed_mime_types)) throw errors.invalidMimeType(mimeType);
  return formatMediaType(media);
}
