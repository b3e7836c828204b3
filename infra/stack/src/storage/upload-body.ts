import busboy from 'busboy';
import { header, parseJson, type ApiRequest } from '../http/types';
import { errors } from './errors';

export interface UploadBody {
  bytes: Buffer;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function cacheControlFrom(seconds: string | undefined): string {
  const n = Number.parseInt(seconds ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? `max-age=${n}` : 'no-cache';
}

function metadataFrom(text: string | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value = parseJson(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.invalidRequest('Invalid metadata');
}

/** Multipart form (storage-js sends File/Blob this way): the first file part, plus `cacheControl` and `metadata` fields. */
function parseMultipart(req: ApiRequest): Promise<UploadBody> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: { bytes: Buffer; mimeType: string } | undefined;
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });
    } catch {
      reject(errors.invalidRequest('Malformed multipart body'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        file ??= { bytes: Buffer.concat(chunks), mimeType: info.mimeType || 'application/octet-stream' };
      });
    });
    parser.on('error', () => reject(errors.invalidRequest('Malformed multipart body')));
    parser.on('close', () => {
      if (!file) {
        reject(errors.invalidRequest('No content provided'));
        return;
      }
      try {
        resolve({ ...file, cacheControl: cacheControlFrom(fields.cacheControl), userMetadata: metadataFrom(fields.metadata) });
      } catch (error) {
        reject(error);
      }
    });
    parser.end(req.body);
  });
}

/** The uploaded object: a multipart form, or the raw body with its own content-type (storage-js sends buffers this way). */
export async function readUploadBody(req: ApiRequest): Promise<UploadBody> {
  const contentType = header(req, 'content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) return parseMultipart(req);
  const encodedMetadata = header(req, 'x-metadata');
  return {
    bytes: req.body,
    mimeType: contentType || 'application/octet-stream',
    // Stored and sent back as a header later: printable ASCII only.
    cacheControl: /^[\x20-\x7e]{1,200}$/.test(header(req, 'cache-control') ?? '') ? header(req, 'cache-control')! : 'no-cache',
    userMetadata: metadataFrom(encodedMetadata ? Buffer.from(encodedMetadata, 'base64').toString('utf8') : undefined),
  };
}
