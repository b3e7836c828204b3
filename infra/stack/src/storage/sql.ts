/** A timestamptz column as storage-api prints it in JSON: ISO 8601 in UTC with milliseconds. */
export function iso(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

/** Every column of storage.objects, timestamps as ISO strings. */
export const OBJECT_COLUMNS = `id, bucket_id, name, owner, owner_id, metadata, user_metadata, version,
  ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at, ${iso('last_accessed_at')} as last_accessed_at`;

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

export const BUCKET_COLUMNS = `id, name, owner, owner_id, public, file_size_limit, allowed_mime_types,
  ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at`;
