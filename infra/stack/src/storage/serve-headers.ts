import { contentDisposition } from '../http/content-disposition';
import { parseMediaType, formatMediaType } from '../http/media-type';
import { limitDownloadName } from './download-name';

/**
 * Types a browser shows without running anything: images (not SVG), audio, video, plain text, CSV,
 * JSON and PDF. Everything else a browser might render as a document (HTML, SVG, XML, JavaScript,
 * anything unknown) is sent as an attachment, so an uploaded page never opens in the API's origin.
 */
function displaysInline(essence: string): boolean {
  if (essence === 'image/svg+xml') return false;
  if (/^(image|audio|video)\//.test(essence)) return true;
  return ['text/plain', 'text/csv', 'application/json', 'application/pdf'].includes(essence);
}

/** What every storage response carries (objects and errors alike): no sniffing, no script, no plugin, no frame. */
export const STORAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; default-src 'none'",
};

/**
 * The Content-Type and Content-Disposition of a served object. The stored type is parsed again (rows
 * written before types were parsed may hold anything, CR/LF included): what does not parse is served
 * as `application/octet-stream`. `?download=` (or an unsafe type) makes it an attachment named after
 * the requested or the stored name, cut to 255 UTF-8 bytes (its extension kept).
 */
export function objectHeaders(storedType: string | undefined, objectName: string, download: string | null): Record<string, string> {
  const media = storedType ? parseMediaType(storedType) : null;
  const contentType = media ? formatMediaType(media) : 'application/octet-stream';
  const inline = media !== null && displaysInline(media.essence) && download === null;
  const headers: Record<string, string> = { 'content-type': contentType };
  if (!inline)
    headers['content-disposition'] = contentDisposition(
      'attachment',
      limitDownloadName(download || objectName.split('/').pop() || 'download'),
    );
  return headers;
}
