import http from 'node:http';
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

/**
 * Writes a response; a header that cannot be written makes it a 400 (never an exception that escapes
 * the request), and a socket that is already gone is left alone.
 */
export function writeResponse(outgoing: http.ServerResponse, method: string, response: ApiResponse, baseHeaders: Record<string, string>): number {
  let headers = { ...baseHeaders, ...(response.headers ?? {}) };
  let { status, body } = response;
  const bad = unwritableHeader(headers);
  if (bad !== null) {
    process.stderr.write(`stack: refused to write header ${JSON.stringify(bad.slice(0, 64))}: answering 400\n`);
    const refusal = json(400, { code: 'invalid_header', message: 'The response header could not be written' });
    headers = { ...baseHeaders, ...(refusal.headers ?? {}) };
    ({ status, body } = refusal);
  }
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
