import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { json, type ApiResponse } from './types';

/** The first header Node would refuse to write (a name or a value with CR/LF, NUL or characters beyond Latin-1), or null. */
export function unwritableHeader(headers: Record<string, string | string[]>): string | null {
  for (const [name, value] of Object.entries(headers)) {
    try {
      http.validateHeaderName(name);
      for (const v of Array.isArray(value) ? value : [value]) http.validateHeaderValue(name, v);
    } catch {
      return name;
    }
  }
  return null;
}

/** Bodies worth compressing: JSON and text of at least 1 KiB, at most 4 MiB (compressed on the request's thread). */
const COMPRESSIBLE = /^(application\/([\w.+-]*\+)?json|text\/)/i;
const MIN_COMPRESSED = 1024;
const MAX_COMPRESSED = 4 * 1024 * 1024;

/** Whether an `Accept-Encoding` value takes gzip (a `q=0` refuses it). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * JSON and text answers gzipped when the client takes it, as hosted Supabase's gateway does (a REST list or a
 * function's answer is often tens of KiB). Anything already encoded, a part (206) or a download stays as it is.
 * A download is an answer whose handler states its `Content-Length` (storage objects: the stored size is part of
 * the answer, for progress bars and checks) or sends it as an attachment; `text/plain`, CSV and JSON files are
 * served inline, so the attachment rule alone gzipped them and dropped their length.
 */
function compressed(
  status: number,
  headers: Record<string, string | string[]>,
  body: Buffer | string | undefined,
  acceptEncoding: string | undefined,
) {
  if (body === undefined || status === 206 || !acceptsGzip(acceptEncoding)) return null;
  const type = headers['content-type'];
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return null;
  const names = Object.keys(headers).map((name) => name.toLowerCase());
  if (names.includes('content-encoding') || names.includes('content-disposition') || names.includes('content-length')) return null;
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (size < MIN_COMPRESSED || size > MAX_COMPRESSED) return null;
  const vary = Object.entries(headers).find(([name]) => name.toLowerCase() === 'vary')?.[1];
  const varyValue = vary ? `${Array.isArray(vary) ? vary.join(', ') : vary}, Accept-Encoding` : 'Accept-Encoding';
  const rest = Object.fromEntries(Object.entries(headers).filter(([name]) => !['content-length', 'vary'].includes(name.toLowerCase())));
  return { headers: { ...rest, 'content-encoding': 'gzip', vary: varyValue }, body: gzipSync(body) };
}

/**
 * Writes a response; a header that cannot be written makes it a 400 (never an exception that escapes
 * the request), and a socket that is already gone is left alone.
 */
export function writeResponse(
  outgoing: http.ServerResponse,
  method: string,
  response: ApiResponse,
  baseHeaders: Record<string, string>,
  acceptEncoding?: string,
): number {
  let headers = { ...baseHeaders, ...(response.headers ?? {}) };
  let { status, body } = response;
  const bad = unwritableHeader(headers);
  if (bad !== null) {
    process.stderr.write(`stack: refused to write header ${JSON.stringify(bad.slice(0, 64))}: answering 400\n`);
    const refusal = json(400, { code: 'invalid_header', message: 'The response header could not be written' });
    headers = { ...baseHeaders, ...(refusal.headers ?? {}) };
    ({ status, body } = refusal);
  }
  const gzipped = compressed(status, headers, body, acceptEncoding);
  if (gzipped) ({ headers, body } = gzipped);
  try {
    outgoing.writeHead(status, headers);
    outgoing.end(method === 'HEAD' ? undefined : body);
  } catch (error) {
    process.stderr.write(`stack: could not write a response: ${(error as Error).message}\n`);
    if (!outgoing.headersSent) {
      outgoing.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      outgoing.end(JSON.stringify({ code: 'unexpected_failure', message: 'Internal server error' }));
    } else outgoing.destroy();
  }
  return status;
}

let installed = false;

/** Last resort: a promise rejected where no request handler catches it is logged, and the server keeps serving. */
export function keepServingOnUnhandledRejection(): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => {
    process.stderr.write(`stack: unhandled rejection (the server keeps serving): ${(reason as Error)?.stack ?? String(reason)}\n`);
  });
}
