import type { IncomingHttpHeaders } from 'node:http';

/** A request as every service module sees it: the body already read (the stack caps its size). */
export interface ApiRequest {
  method: string;
  url: URL;
  /** Path below the service prefix, e.g. `/todos` for `/rest/v1/todos`. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Remote address, for rate limits. */
  ip: string;
}

export interface ApiResponse {
  status: number;
  headers?: Record<string, string | string[]>;
  body?: Buffer | string;
}

export type Handler = (req: ApiRequest) => Promise<ApiResponse>;

export function json(status: number, value: unknown, headers: Record<string, string | string[]> = {}): ApiResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(value) };
}

export function header(req: ApiRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Deepest JSON nesting any service accepts: deeper bodies are refused before parsing (400, never a 500 from a recursion limit). */
export const MAX_JSON_DEPTH = 512;

/** Throws SyntaxError when `text` nests arrays/objects deeper than `max` (strings skipped; one linear scan). */
export function assertJsonDepth(text: string, max = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) throw new SyntaxError(`JSON nested deeper than ${max} levels`);
    } else if (c === 93 || c === 125) depth--;
  }
}

/** JSON.parse with the nesting limit. */
export function parseJson<T = unknown>(text: string): T {
  assertJsonDepth(text);
  return JSON.parse(text) as T;
}

/** Parses a JSON body; undefined for an empty body; throws SyntaxError on bad or too deeply nested JSON. */
export function readJson<T = unknown>(req: ApiRequest): T | undefined {
  const text = req.body.toString('utf8').trim();
  return text === '' ? undefined : parseJson<T>(text);
}
