import type { BucketId } from './bucket-limits';

/** Each user's own files under `<user id>/`: Business Documents and the receivables' and purchase orders' papers. */
export const USER_DOCUMENTS_BUCKET = 'user-documents' satisfies BucketId;

/** Long enough for any real file name, short enough that folder + timestamp + name stay far below a key's 1024. */
export const MAX_OBJECT_FILE_NAME = 120;

/**
 * A file name as it may stand in an object name: accents dropped, every run of whitespace or of characters other
 * than letters, digits, `.`, `_` and `-` replaced by one underscore (spec 1 section 3: "whitespace replaced by
 * underscores"), no `..` and no leading dot or underscore, at most MAX_OBJECT_FILE_NAME characters (the extension
 * kept); `file` when no name is left (`報告.pdf`: `file.pdf`).
 */
export function safeFileName(fileName: string): string {
  const cleaned = fileName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/\.{2,}/g, '.');
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(cleaned)?.[0] ?? '';
  const stem = cleaned.slice(0, cleaned.length - extension.length).replace(/^[._-]+/, '');
  return (stem.slice(0, MAX_OBJECT_FILE_NAME - extension.length) || 'file') + extension;
}

/**
 * Where an upload goes: `<folder>/<timestamp>_<safe file name>` (`training_videos/videos/1700000000000_My_video.mp4`,
 * `<user id>/1700000000000_plan.pdf`). The one object-name rule of every upload screen.
 */
export function objectPath(folder: string, fileName: string, now: number = Date.now()): string {
  return `${folder.replace(/\/+$/, '')}/${now}_${safeFileName(fileName)}`;
}
