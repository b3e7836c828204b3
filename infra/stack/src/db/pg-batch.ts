import type { QueryResult, Statement } from './types';

// pg's internals this module relies on (stable across pg 8): the Result row parser and the
// protocol writer's parse/bind/describe/execute/sync.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PgResult = require('pg/lib/result') as new () => PgResultLike;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prepareValue } = require('pg/lib/utils') as { prepareValue: (value: unknown) => unknown };

interface PgResultLike {
  rows: Record<string, unknown>[];
  rowCount: number | null;
  addFields(fields: unknown[]): void;
  parseRow(fields: unknown[]): Record<string, unknown>;
  addRow(row: Record<string, unknown>): void;
  addCommandComplete(msg: unknown): void;
}

interface PgConnection {
  stream: { cork?(): void; uncork?(): void };
  parse(query: { text: string; name?: string; types?: unknown[] }): void;
  bind(config: { statement?: string; values: unknown[]; valueMapper: (value: unknown) => unknown }): void;
  describe(config: { type: 'P'; name: string }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
  close(message: { type: 'S'; name: string }): void;
  sendCopyFail(message: string): void;
}

/** Prepared statements kept per connection, least recently used first. */
const MAX_PREPARED_PER_CONNECTION = 256;

/**
 * Bumped when a statement fails in a way that says the schema moved under it (a table, column,
 * function or type it was planned against changed): every connection then drops its statements.
 */
let schemaGeneration = 0;
const SCHEMA_MOVED = new Set(['42P01', '42703', '42883', '42804', '0A000']);

interface PreparedStatements {
  generation: number;
  byText: Map<string, string>;
  nextId: number;
  /** Names to Close before the next batch: evicted, or maybe half-made by a failed batch. */
  toClose: string[];
}

const preparedByConnection = new WeakMap<PgConnection, PreparedStatements>();

function preparedOf(connection: PgConnection): PreparedStatements {
  let prepared = preparedByConnection.get(connection);
  if (!prepared) {
    prepared = { generation: schemaGeneration, byText: new Map(), nextId: 0, toClose: [] };
    preparedByConnection.set(connection, prepared);
  }
  if (prepared.generation !== schemaGeneration) {
    prepared.toClose.push(...prepared.byText.values());
    prepared.byText.clear();
    prepared.generation = schemaGeneration;
  }
  return prepared;
}

/**
 * Several statements in ONE extended-protocol exchange: Parse/Bind/Describe/Execute for each, then a
 * single Sync. Postgres runs everything before a Sync as one implicit transaction (committed at the
 * Sync, rolled back whole on the first error), so a request costs one round trip and no BEGIN/COMMIT.
 * It is a pg "submittable": `client.query(new PgBatch(...))` queues it like any query.
 */
export class PgBatch {
  readonly done: Promise<QueryResult<Record<string, unknown>>[]>;
  private resolve!: (results: QueryResult<Record<string, unknown>>[]) => void;
  private reject!: (error: Error) => void;
  private current: PgResultLike | undefined;
  private readonly results: QueryResult<Record<string, unknown>>[] = [];
  /**
   * Statements this batch used. If it fails they are all forgotten and closed: a new Parse may not
   * have run, and an old one may no longer fit the schema (a column's type changed, say).
   */
  private readonly usedHere: [text: string, name: string][] = [];

  constructor(private readonly statements: Statement[]) {
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: PgConnection): null {
    const prepared = preparedOf(connection);
    connection.stream.cork?.();
    try {
      // Closing a statement that does not exist is not an error in the protocol.
      for (const name of prepared.toClose.splice(0)) connection.close({ type: 'S', name });
      for (const statement of this.statements) {
        const name = this.prepare(connection, prepared, statement.sql);
        connection.bind({ statement: name, values: statement.params ?? [], valueMapper: prepareValue });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  /**
   * Every statement is prepared once per connection (Postgres then skips parsing and planning it
   * again): request shapes repeat, and the cache is bounded. Plans are re-checked by Postgres after DDL.
   */
  private prepare(connection: PgConnection, prepared: PreparedStatements, text: string): string {
    const known = prepared.byText.get(text);
    if (known) {
      prepared.byText.delete(text); // most recently used goes last
      prepared.byText.set(text, known);
      this.usedHere.push([text, known]);
      return known;
    }
    const name = `stack_${prepared.nextId++}`;
    connection.parse({ text, name, types: [] });
    prepared.byText.set(text, name);
    this.usedHere.push([text, name]);
    if (prepared.byText.size > MAX_PREPARED_PER_CONNECTION) {
      const [oldest, oldestName] = prepared.byText.entries().next().value as [string, string];
      prepared.byText.delete(oldest);
      prepared.toClose.push(oldestName);
    }
    return name;
  }

  handleRowDescription(msg: { fields: unknown[] }): void {
    this.current = new PgResult();
    this.current.addFields(msg.fields);
  }

  handleDataRow(msg: { fields: unknown[] }): void {
    this.current!.addRow(this.current!.parseRow(msg.fields));
  }

  handleCommandComplete(msg: unknown): void {
    const result = this.current ?? new PgResult();
    result.addCommandComplete(msg);
    this.results.push({ rows: result.rows, affectedRows: result.rowCount ?? 0 });
    this.current = undefined;
  }

  handleEmptyQuery(): void {
    this.results.push({ rows: [], affectedRows: 0 });
  }

  /** The server skips to the Sync and rolls the implicit transaction back. */
  handleError(error: Error, connection: PgConnection): void {
    if (SCHEMA_MOVED.has((error as { code?: string }).code ?? '')) schemaGeneration++;
    const prepared = preparedOf(connection);
    for (const [text, name] of this.usedHere) {
      if (prepared.byText.get(text) === name) prepared.byText.delete(text);
      prepared.toClose.push(name);
    }
    this.reject(error);
  }

  handleReadyForQuery(): void {
    this.resolve(this.results);
  }

  handlePortalSuspended(): void {
    this.reject(new Error('unexpected portal suspension in a batch'));
  }

  handleCopyInResponse(connection: PgConnection): void {
    connection.sendCopyFail('COPY is not supported in a request batch');
  }

  handleCopyData(): void {}
}
