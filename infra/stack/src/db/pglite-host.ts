import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PgError, QueryResult, Statement } from './types';

type Message =
  | { op: 'query'; sql: string; params?: unknown[] }
  | { op: 'exec'; sql: string }
  /** `sql` begins the transaction; the statements run in it and it commits (rolls back on an error). */
  | { op: 'batch'; sql: string; statements: Statement[] }
  | { op: 'close' };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

const WORKER_FILE = path.join(__dirname, 'pglite-worker.mjs');

let compiled: Promise<WebAssembly.Module> | undefined;
/**
 * PGlite's Postgres (9 MB of WebAssembly) compiled once per process and shared by every thread: each would
 * otherwise compile it again and run its first queries on unoptimised code (a stack start costs about 1.3 CPU
 * seconds less, and every test suite starts one).
 */
function pgliteModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm')).then((bytes) =>
    WebAssembly.compile(bytes),
  );
  return compiled;
}

function pgError(data: Record<string, unknown> & { message: string }): PgError {
  return Object.assign(new Error(data.message), data) as PgError;
}

/** What Postgres answers when statement_timeout fires. */
export const statementTimeout = () => pgError({ message: 'canceling statement due to statement timeout', code: '57014' });
const terminated = () => pgError({ message: 'terminating connection: the embedded database restarted', code: '57P01' });

/**
 * PGlite in a worker thread of its own. One message is outstanding at a time (the caller's mutex
 * sees to that). A message given a deadline that it overruns is answered 57014 and the thread is
 * terminated and started again on the same folder: Postgres's crash recovery rolls the unfinished
 * transaction back, as a cancelled statement would be, and the queue moves on. A thread that dies
 * on its own (out of memory) is restarted the same way.
 */
export class PgliteHost {
  private worker!: Worker;
  private ready!: Promise<void>;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closed = false;
  /** How many times the thread was restarted (tests and logs). */
  restarts = 0;

  private constructor(
    private readonly dir: string,
    private readonly sessionStatements: Statement[],
  ) {}

  /** Threads stopped on purpose: their exit is not a crash. */
  private readonly retired = new WeakSet<Worker>();

  /** `sessionStatements` run on the database's session whenever its thread (re)starts, before any message. */
  static async open(dir: string, sessionStatements: Statement[] = []): Promise<PgliteHost> {
    const host = new PgliteHost(dir, sessionStatements);
    host.ready = host.spawn();
    await host.ready;
    return host;
  }

  private async spawn(): Promise<void> {
    const worker = new Worker(WORKER_FILE, {
      workerData: { dir: this.dir, module: await pgliteModule(), sessionStatements: this.sessionStatements },
    });
    this.worker = worker;
    const ready = new Promise<void>((resolve, reject) => {
      const onFirst = (reply: Reply) => {
        if (reply.id !== 0) return;
        worker.off('message', onFirst);
        if (reply.error) reject(pgError(reply.error));
        else resolve();
      };
      worker.on('message', onFirst);
      worker.once('exit', (code) => reject(new Error(`the embedded database failed to start (exit ${code})`)));
    });
    ready.catch(() => undefined);
    worker.on('message', (reply: Reply) => this.answer(reply));
    worker.on('error', () => undefined); // 'exit' follows and restarts it
    worker.once('exit', () => {
      if (this.retired.has(worker) || this.closed) return;
      this.failAll(terminated());
      this.restart();
    });
    return ready;
  }

  private answer(reply: Reply): void {
    if (reply.id === 0) return;
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    if (reply.error) pending.reject(pgError(reply.error));
    else pending.resolve(reply.result);
  }

  private failAll(error: Error): void {
    for (const [id, pending] of this.pending) {
      this.pending.delete(id);
      clearTimeout(pending.timer);
      pending.reject(error);
    }
  }

  /** The old thread is gone before the new one opens the folder: never two Postgres on one data directory. */
  private restart(): void {
    this.restarts++;
    const old = this.worker;
    this.retired.add(old);
    this.ready = old
      .terminate()
      .catch(() => undefined)
      .then(() => this.spawn());
    this.ready.catch(() => undefined);
  }

  /** Sends one message; past `timeoutMs` the answer is 57014 and the thread is restarted. */
  async send(message: Message, timeoutMs?: number): Promise<unknown> {
    if (this.closed) throw terminated();
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const pending: Pending = { resolve, reject };
      if (timeoutMs !== undefined && timeoutMs > 0) {
        pending.timer = setTimeout(() => {
          this.pending.delete(id);
          reject(statementTimeout());
          this.failAll(terminated());
          this.restart();
        }, timeoutMs);
      }
      this.pending.set(id, pending);
      this.worker.postMessage({ id, ...message });
    });
  }

  query<T>(sql: string, params?: unknown[], timeoutMs?: number): Promise<QueryResult<T>> {
    return this.send({ op: 'query', sql, params }, timeoutMs) as Promise<QueryResult<T>>;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.send({ op: 'close' }).catch(() => undefined);
    this.closed = true;
    this.retired.add(this.worker);
    await this.worker.terminate();
  }
}
