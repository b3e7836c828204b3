/**
 * The portal's storage buckets and what each takes: the one source of the browser's checks. The same
 * numbers and types are in docs/data-model.md ("Storage buckets") and in the migration that creates the
 * buckets (infra/supabase/migrations/*_storage.sql); infra/supabase/tests/bucket-limits.test.ts fails when
 * they disagree. The server enforces them (413/415); the browser checks first to say so before sending.
 */
export const MB = 1024 * 1024;

export interface BucketLimit {
  /** Largest file, in bytes (the bucket's `file_size_limit`). */
  maxSizeBytes: number;
  /** The bucket's `allowed_mime_types`; null: any type. */
  mimeTypes: readonly string[] | null;
  /** For the file picker and the messages: the extensions people know ('.pdf,.doc,.docx'); undefined: any. */
  accept?: string;
  public: boolean;
}

export const BUCKET_LIMITS = {
  /** Training videos, thumbnails and resources, automation files, emojis: signed-in read, admin write. */
  'business-documents': { maxSizeBytes: 500 * MB, mimeTypes: null, public: false },
  /** Book covers: anyone reads, admins write. */
  'book-covers': {
    maxSizeBytes: 5 * MB,
    mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'],
    accept: '.png,.jpg,.jpeg,.gif,.webp,.svg',
    public: true,
  },
  /** Each user's documents under "<user id>/": documents, receivable and purchase-order files. */
  'user-documents': {
    maxSizeBytes: 10 * MB,
    mimeTypes: ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    accept: '.pdf,.doc,.docx',
    public: false,
  },
  /** Support Chat attachments under "<client id>/" (the client and admins), advisor photos under "<admin id>/". */
  'chat-attachments': {
    maxSizeBytes: 10 * MB,
    mimeTypes: ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    accept: '.pdf,.png,.jpg,.jpeg,.gif,.webp',
    public: false,
  },
} as const satisfies Record<string, BucketLimit>;

export type BucketId = keyof typeof BUCKET_LIMITS;

export function isBucketId(value: string): value is BucketId {
  return Object.prototype.hasOwnProperty.call(BUCKET_LIMITS, value);
}

/** What the file picker of a bucket should offer: its extensions and types ('.pdf,.doc,.docx,application/pdf,...'). */
export function acceptFor(bucket: BucketId): string | undefined {
  const limit: BucketLimit = BUCKET_LIMITS[bucket];
  if (!limit.accept) return undefined;
  return [limit.accept, ...(limit.mimeTypes ?? [])].join(',');
}
