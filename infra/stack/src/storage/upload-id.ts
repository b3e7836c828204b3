import crypto from 'node:crypto';
import { errors } from './errors';
import { checkBucketId, checkObjectName } from './keys';

export interface ResumableUploadId {
  bucket: string;
  name: string;
  /** A fresh uuid per upload, so two uploads of one name never share state. */
  version: string;
}

/** The id in a resumable upload's URL, as storage-api makes it: base64url of `bucket/name/version`. */
export function newUploadId(bucket: unknown, name: unknown): string {
  const id = { bucket: checkBucketId(bucket), name: checkObjectName(name), version: crypto.randomUUID() };
  return Buffer.from(`${id.bucket}/${id.name}/${id.version}`, 'utf8').toString('base64url');
}

/** The bucket, object name and version an upload id stands for; InvalidKey for anything else. */
export function parseUploadId(id: string): ResumableUploadId {
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const first = text.indexOf('/');
  const last = text.lastIndexOf('/');
  if (first <= 0 || last <= first) throw errors.invalidKey(id);
  return { bucket: checkBucketId(text.slice(0, first)), name: checkObjectName(text.slice(first + 1, last)), version: text.slice(last + 1) };
}
