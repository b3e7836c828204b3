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
  parsedStatements: Record<string, string>;
  parse(query: { text: string; name?: string; types?: unknown[] }): void;
  bind(config: { statement?: string; values: unknown[]; valueMapper: (value: unknown) => unknown }): void;
  describe(config: { type: 'P'; name: string }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/**
 * Several statements in ONE extended-protocol exchange: Parse/Bind/Describe/Execute for each, then a
 * single Sync. Postgres runs everything before a Sync as one implicit transaction (committed at the
 * Sync, rolled back whole on the first error), so a request costs one round trip and no BEGIN/COMMIT.
 * It is a pg "submittable": `client.query(new PgBatch(...))` queues it like any query.
 */
export class PgBatch {
  readonly done: Promise<QueryResult<Record<string, unknown>>[]>;
  /** pg records a named statement as prepared (per connection) when its ParseComplete arrives. */
  readonly name?: string;
  readonly text?: string;
  private resolve!: (results: QueryResult<Record<string, unknown>>[]) => void;
  private reject!: (error: Error) => void;
  private current: PgResultLike | undefined;
  private readonly results: QueryResult<Record<string, unknown>>[] = [];

  constructor(private readonly statements: Statement[]) {
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // Only the first statement may be a named (prepared-once) one: pg tracks one name per query.
    const first = statements[0];
    if (first?.preparedName) {
      this.name = first.preparedName;
      this.text = first.sql;
    }
    if (statements.slice(1).some((s) => s.preparedName)) throw new Error('only the first statement of a batch may be prepared by name');
  }

  submit(connection: PgConnection): null {
    connection.stream.cork?.();
    try {
      for (const statement of this.statements) {
        const name = statement.preparedName;
        if (!name || connection.parsedStatements[name] === undefined) connection.parse({ text: statement.sql, name, types: [] });
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
  handleError(error: Error): void {
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
