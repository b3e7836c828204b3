import { errors } from './errors';

const MAX_KEY_LENGTH = 1024;
// Control characters (NUL included) and backslashes never reach the disk or the database.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/** A bucket id that is safe as one folder name: letters, digits and `_ - . ! * ' ( ) & $ @ = ; : + , ?` and spaces. */
export function checkBucketId(id: unknown): string {
  if (typeof id !== 'string' || id === '' || id.length > 100 || id === '.' || id === '..') throw errors.invalidBucketName();
  if (FORBIDDEN.test(id) || id.includes('/')) throw errors.invalidBucketName();
  return id;
}

/**
 * An object name (`folder/sub/file.png`): relative, no `.`/`..` or empty segments, no NUL, control
 * characters or backslashes, so it can never leave the bucket's folder on disk.
 */
export function isObjectName(name: unknown): name is string {
  if (typeof name !== 'string' || name === '' || name.length > MAX_KEY_LENGTH) return false;
  if (FORBIDDEN.test(name) || name.startsWith('/')) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The name when it is one (`isObjectName`), else storage-api's InvalidKey (a long name is cut in the message). */
export function checkObjectName(name: unknown): string {
  if (!isObjectName(name)) throw errors.invalidKey(String(name ?? '').slice(0, MAX_KEY_LENGTH));
  return name;
}

/** Decodes the percent-encoded path segments of a URL path; a malformed escape is an invalid key. */
export function decodePath(rawSegments: string[]): string {
  try {
    return rawSegments.map((s) => decodeURIComponent(s)).join('/');
  } catch {
    throw errors.invalidKey(rawSegments.join('/'));
  }
}

/** `bucket/folder/file` (URL path below /object/...) → bucket and object name, both checked. */
export function splitBucketAndName(rawSegments: string[]): { bucket: string; name: string } {
  if (rawSegments.length < 2) throw errors.invalidKey(decodePath(rawSegments));
  const bucket = checkBucketId(decodePath(rawSegments.slice(0, 1)));
  const name = checkObjectName(decodePath(rawSegments.slice(1)));
  return { bucket, name };
}
