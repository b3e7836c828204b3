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

/** Parses a JSON body; undefined for an empty body; throws SyntaxError on bad JSON. */
export function readJson<T = unknown>(req: ApiRequest): T | undefined {
  const text = req.body.toString('utf8').trim();
  return text === '' ? undefined : (JSON.parse(text) as T);
}
