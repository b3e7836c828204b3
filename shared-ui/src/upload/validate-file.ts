import { BUCKET_LIMITS, MB, type BucketId, type BucketLimit } from './bucket-limits';

export { MB };

/** Types browsers may leave empty (`file.type === ''`), by extension: what the upload declares instead. */
const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The type an upload declares for a file: the browser's, else one known by extension, else octet-stream. */
export function contentTypeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/** The kind of file an `accept` string allows: '.pdf,.doc,.docx', 'application/pdf', 'image/*'. */
function tokens(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether the file matches `accept` by extension, exact MIME type or MIME wildcard. Empty accept allows all. */
export function isAcceptedType(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const list = tokens(accept);
  if (list.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = contentTypeOf(file).toLowerCase();
  return list.some((t) => {
    if (t.startsWith('.')) return name.endsWith(t);
    if (t.endsWith('/*')) return type.startsWith(t.slice(0, -1));
    return type === t;
  });
}

/** Whether a bucket's `allowed_mime_types` admit the type the upload declares (as the server checks it). */
export function isAllowedByBucket(file: Pick<File, 'name' | 'type'>, mimeTypes: readonly string[] | null): boolean {
  if (!mimeTypes || mimeTypes.length === 0) return true;
  const type = contentTypeOf(file).split(';')[0].trim().toLowerCase();
  return mimeTypes.some((rule) => (rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : rule === type));
}

/** Human text for `accept`: '.pdf,.doc,.docx' → 'PDF, DOC, DOCX'; 'image/*' → 'image files'. */
export function describeAccept(accept: string | undefined): string {
  return tokens(accept)
    .map((t) =>
      t.startsWith('.') ? t.slice(1).toUpperCase() : t.endsWith('/*') ? `${t.slice(0, -2)} files` : (t.split('/')[1] ?? t).toUpperCase(),
    )
    .join(', ');
}

/** '512 B', '1.5 KB', '10 MB', '12.5 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < MB ? [bytes / 1024, 'KB'] : [bytes / MB, 'MB'];
  return `${Number(value.toFixed(1))} ${unit}`;
}

export interface FileRules {
  /** The bucket the file goes to: its size limit and types apply (BUCKET_LIMITS). */
  bucket?: BucketId;
  /** A narrower rule of the screen, as for the native attribute: '.pdf,.doc,.docx', 'image/*', 'video/*'. */
  accept?: string;
  /** A smaller limit of the screen; never above the bucket's. */
  maxSizeBytes?: number;
}

export interface ResolvedRules {
  /** The screen's own type rule (checked by name and type), if any. */
  accept?: string;
  /** The bucket's types (checked on the type the upload declares, as the server does). */
  mimeTypes: readonly string[] | null;
  /** What the messages and hints name: the screen's rule, else the bucket's extensions. */
  label?: string;
  maxSizeBytes?: number;
}

/** The rules that apply: the screen's, within its bucket's. */
export function resolveRules(rules: BucketId | FileRules): ResolvedRules {
  const { bucket, accept, maxSizeBytes } = typeof rules === 'string' ? { bucket: rules } : rules;
  const limit: BucketLimit | undefined = bucket ? BUCKET_LIMITS[bucket] : undefined;
  const sizes = [maxSizeBytes, limit?.maxSizeBytes].filter((n): n is number => n !== undefined);
  return {
    accept,
    mimeTypes: limit?.mimeTypes ?? null,
    label: accept ?? limit?.accept,
    maxSizeBytes: sizes.length > 0 ? Math.min(...sizes) : undefined,
  };
}

/**
 * Null when the file may be uploaded, otherwise the message to show. `rules` is a bucket id
 * (`validateFile(file, 'user-documents')`) or a bucket with a screen's narrower rules.
 */
export function validateFile(file: Pick<File, 'name' | 'type' | 'size'>, rules: BucketId | FileRules): string | null {
  const { accept, maxSizeBytes, mimeTypes, label } = resolveRules(rules);
  if (!isAcceptedType(file, accept) || !isAllowedByBucket(file, mimeTypes)) {
    return `"${file.name}" is not an accepted file type. Choose ${describeAccept(label) || 'another file'}.`;
  }
  if (maxSizeBytes !== undefined && file.size > maxSizeBytes) {
    return `"${file.name}" is too large (${formatBytes(file.size)}). The limit is ${formatBytes(maxSizeBytes)}.`;
  }
  return null;
}

/** The default hint for a file field: 'PDF, DOC, DOCX up to 10 MB'. */
export function describeRules(rules: BucketId | FileRules): string | undefined {
  const { label, maxSizeBytes } = resolveRules(rules);
  const types = describeAccept(label);
  const size = maxSizeBytes !== undefined ? `up to ${formatBytes(maxSizeBytes)}` : '';
  return [types, size].filter(Boolean).join(' ') || undefined;
}
