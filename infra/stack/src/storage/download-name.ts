/** The longest file name a download is offered under, in UTF-8 bytes: what file systems take (ext4, NTFS, APFS). */
export const MAX_DOWNLOAD_NAME_BYTES = 255;

/** The longest extension kept whole when a name is cut (`.pdf`, `.docx`, `.tar.gz`'s `.gz`...). */
const MAX_EXTENSION_BYTES = 32;

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The longest start of `text` (whole code points, never half a surrogate pair) that fits in `budget` UTF-8 bytes. */
function headFitting(text: string, budget: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const size = utf8Bytes(char);
    if (bytes + size > budget) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}

/**
 * A download's file name cut to 255 UTF-8 bytes, keeping its extension (`<long name>.pdf` stays a PDF):
 * a `?download=` value or a stored name of any length gives a `Content-Disposition` of about a KiB at
 * most (its percent-encoded form is at most three times the bytes), never a header clients refuse.
 */
export function limitDownloadName(name: string, maxBytes = MAX_DOWNLOAD_NAME_BYTES): string {
  if (utf8Bytes(name) <= maxBytes) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  const keep = extension !== '' && utf8Bytes(extension) <= MAX_EXTENSION_BYTES ? extension : '';
  return headFitting(name.slice(0, name.length - keep.length), maxBytes - utf8Bytes(keep)) + keep;
}
