import { header, json, type ApiRequest, type ApiResponse } from '../http/types';

export const API_VERSION = '2024-01-01';
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';

/** An error GoTrue would answer with: an HTTP status, an error code and a human message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers (Retry-After on 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);

export function weakPassword(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}

/** A JSON answer of the auth service (every one carries the API version header). */
export function authJson(status: number, value: unknown, headers: Record<string, string> = {}): ApiResponse {
  return json(status, value, { [API_VERSION_HEADER]: API_VERSION, ...headers });
}

/** True when the caller speaks API version 2024-01-01 or later (auth-js always does). */
function versioned(req: ApiRequest): boolean {
  const value = header(req, API_VERSION_HEADER);
  return value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= API_VERSION;
}

/**
 * GoTrue's error body: `{code, message}` for versioned callers, the legacy `{code: status, error_code, msg}`
 * for anything else (a browser navigating to /authorize, curl).
 */
export function errorResponse(req: ApiRequest, error: AuthError): ApiResponse {
  const body = versioned(req)
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return authJson(error.status, body, { 'x-sb-error-code': error.code, ...error.headers });
}
