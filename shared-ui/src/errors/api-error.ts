import { CODE_MESSAGES, constraintMessage, ERROR_MESSAGES, STATUS_MESSAGES } from './error-messages';

/** Every failure of the data layer, in one shape. `message` is user-facing; `field` names the form field. */
export interface ApiError {
  /** HTTP status (0: the server was not reached). */
  status: number;
  /** PostgreSQL / PostgREST / auth / storage code, when there is one. */
  code?: string;
  message: string;
  field?: string;
  /** The server's own text, for logs only (never shown). */
  detail?: string;
}

const API_ERROR = Symbol.for('shared-ui/ApiError');

/** Whether a value is an `ApiError` made by `toApiError`. */
export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[API_ERROR] === true;
}

function make(error: Omit<ApiError, 'message'> & { message: string }): ApiError {
  return Object.defineProperty({ ...error }, API_ERROR, { value: true, enumerable: false }) as ApiError;
}

/**
 * An `ApiError` a feature words itself (e.g. mfe-auth's auth server errors in plain words): `toApiError` hands it
 * on unchanged, so a `Form` shows its `message` on its `field` (when the form has it) or in the form's alert.
 */
export function apiError(error: ApiError): ApiError {
  return make(error);
}

type Raw = {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  status?: unknown;
  statusCode?: unknown;
  details?: unknown;
  context?: unknown;
};

const constraintOf = (text: string) => /constraint "([^"]+)"/.exec(text)?.[1];

/** Messages a database function raises for people (the spec's own words, `raise exception ... using errcode`). */
function isUserFacingRaise(code: string | undefined, message: string): boolean {
  // PT429: a limit a function raises in the words the portal shows (PostgREST answers 429).
  return (
    (code === 'P0001' || code === '23514' || code === 'PT429') && message !== '' && !/violates|constraint|relation|column/.test(message)
  );
}

function statusOf(raw: Raw, fallback?: number): number {
  if (typeof raw.status === 'number') return raw.status;
  if (typeof raw.statusCode === 'string' && /^\d+$/.test(raw.statusCode)) return Number(raw.statusCode);
  if (typeof raw.statusCode === 'number') return raw.statusCode;
  const context = raw.context as { status?: unknown } | undefined;
  if (context && typeof context.status === 'number') return context.status;
  return fallback ?? 500;
}

/**
 * Turns anything a supabase-js call can fail with (PostgREST, storage, functions, auth errors, a thrown
 * network error) into an `ApiError` with a message from the one table (`error-messages.ts`).
 * `status` is the HTTP status supabase-js reports next to the error, when known.
 */
export function toApiError(error: unknown, status?: number): ApiError {
  if (isApiError(error)) return error;
  const raw: Raw = typeof error === 'object' && error !== null ? (error as Raw) : { message: String(error) };
  const text = typeof raw.message === 'string' ? raw.message : '';
  const code = typeof raw.code === 'string' && raw.code !== '' ? raw.code : undefined;
  const detail = [text, typeof raw.details === 'string' ? raw.details : ''].filter(Boolean).join(' ') || undefined;

  // The fetch itself failed (offline, server down, CORS): supabase-js reports it with status 0 or throws a TypeError.
  const network =
    raw.name === 'TypeError' || /Failed to fetch|NetworkError|fetch failed|Load failed/i.test(text) || raw.name === 'FunctionsFetchError';
  if (network && (status === undefined || status === 0)) return make({ status: 0, code, message: ERROR_MESSAGES.network, detail });

  const httpStatus = statusOf(raw, status);
  const constraint = constraintOf(detail ?? '');
  const known = constraint ? constraintMessage(constraint) : undefined;
  if (known) return make({ status: httpStatus, code, message: known.message, field: known.field, detail });
  if (isUserFacingRaise(code, text)) return make({ status: httpStatus, code, message: text, detail });
  const message = (code && CODE_MESSAGES[code]) ?? STATUS_MESSAGES[httpStatus] ?? ERROR_MESSAGES.unknown;
  return make({ status: httpStatus, code, message, detail });
}
