export interface QueryResult<T> {
  rows: T[];
  /** Rows changed by INSERT/UPDATE/DELETE. */
  affectedRows: number;
}

export interface Queryable {
  /** One statement; every value goes as a bind parameter ($1, $2, ...). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
}

/** Every transaction the stack opens; a read-only request says so in its scope statement. */
export const BEGIN = 'BEGIN ISOLATION LEVEL READ COMMITTED';

export interface Statement {
  sql: string;
  params?: unknown[];
}

export interface TransactionOptions {
  /**
   * The caller role's statement timeout, in ms. PostgreSQL enforces it itself (the request scope sets
   * statement_timeout); the embedded database, whose Postgres cannot interrupt itself, is given it
   * as a deadline per statement (see pglite-host.ts).
   */
  timeoutMs?: number;
}

export interface BatchOptions extends TransactionOptions {
  /** Sees every statement's result before COMMIT; throwing rolls the whole batch back. */
  check?: (results: QueryResult<Record<string, unknown>>[]) => void;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * The statements as one transaction, in as few round trips as the driver allows (PostgreSQL: one
   * exchange, an implicit transaction; an explicit one only when `check` must see results before
   * COMMIT). A read-only batch sets `transaction_read_only` in its first statement.
   */
  batch(statements: Statement[], options?: BatchOptions): Promise<QueryResult<Record<string, unknown>>[]>;
  close(): Promise<void>;
  /** The embedded database's folder lock (db/folder-lock.ts): the running stack writes its address there. */
  readonly folder?: { update(fields: { url?: string }): void };
}

/** A Postgres error as both drivers raise it (pg-protocol's DatabaseError). */
export interface PgError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

export function isPgError(error: unknown): error is PgError {
  return error instanceof Error && typeof (error as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((error as PgError).code!);
}
