import { isPgError } from '../db/types';

/** An error answered in PostgREST's shape: `{code, message, details, hint}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** PGRST201 answers its candidates as a list of objects (PostgREST's `details`). */
  detailsJson?: unknown;

  body() {
    return { code: this.code, details: this.detailsJson ?? this.details, hint: this.hint, message: this.message };
  }
}

/** A name the schema cache does not know: the request is re-planned once after a cache refresh. */
export class SchemaMiss extends ApiError {}

export const parseError = (message: string, details: string | null = null) => new ApiError(400, 'PGRST100', message, details);

export const unknownTable = (schema: string, name: string) =>
  new SchemaMiss(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`);

export const unknownColumn = (table: string, column: string) => new SchemaMiss(400, '42703', `column ${table}.${column} does not exist`);

export const unknownPayloadColumn = (table: string, column: string) =>
  new SchemaMiss(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

export const noRelationship = (schema: string, from: string, to: string, hint?: string) =>
  new SchemaMiss(
    400,
    'PGRST200',
    `Could not find a relationship between '${from}' and '${to}' in the schema cache`,
    `Searched for a foreign key relationship between '${from}' and '${to}${hint ? `' using the hint '${hint}` : ''}' in the schema '${schema}', but no matches were found.`,
  );

export const singularError = (rows: number) =>
  new ApiError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);

export const invalidBody = (details: string | null = null) => new ApiError(400, 'PGRST102', 'Empty or invalid json', details);

/** SQLSTATE → HTTP status, as PostgREST maps them. */
export function statusForSqlState(code: string, isAnon: boolean): number {
  if (code === '42501') return isAnon ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (/^57P0[1-3]$/.test(code)) return 503;
  if (code === '42P17') return 500;
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '54') return 413;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(prefix)) return 500;
  return 400;
}

/**
 * A Postgres error as PostgREST answers it: the server's message, detail and hint only (never the
 * statement); 42501 for anon carries `WWW-Authenticate: Bearer`.
 */
export function fromPgError(error: unknown, isAnon: boolean): ApiError | undefined {
  if (!isPgError(error)) return undefined;
  const code = error.code!;
  const status = statusForSqlState(code, isAnon);
  const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {};
  return new ApiError(status, code, error.message, error.detail || null, error.hint || null, headers);
}
