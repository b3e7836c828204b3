import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { InvokeMessage, ResultMessage, WireResponse } from './protocol';

export type InvokeResult =
  | { ok: true; response: WireResponse }
  /** `log` is for the server log only; `timedOut` when the wall-clock limit passed first. */
  | { ok: false; log: string; timedOut?: boolean };

interface Pending {
  worker: Worker;
  resolve: (result: InvokeResult) => void;
  timer: NodeJS.Timeout;
}

const ENTRY = path.join(__dirname, 'worker-entry.mjs');

/**
 * The thread edge functions run in: plain Node with tsx's loader (see worker-entry.mjs), the same under
 * `npm start`, `npm run stack` and the tests. Started on the first invocation; if a handler brings the
 * thread down (an uncaught error outside the request), the invocations in flight fail and the next
 * one starts a fresh thread.
 */
export class FunctionWorker {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closed = false;

  constructor(private readonly wallClockMs: number) {}

  invoke(message: Omit<InvokeMessage, 'id'>): Promise<InvokeResult> {
    if (this.closed) return Promise.resolve({ ok: false, log: 'the stack is stopping' });
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => this.settle(id, { ok: false, log: `${message.name} exceeded the wall clock limit`, timedOut: true }),
        this.wallClockMs,
      );
      this.pending.set(id, { worker, resolve, timer });
      worker.postMessage({ ...message, id } satisfies InvokeMessage);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    if (worker) {
      this.failAll(worker, 'the stack stopped');
      await worker.terminate();
    }
  }

  private settle(id: number, result: InvokeResult): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    entry.resolve(result);
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // execArgv: [] so the thread never inherits a loader from whatever runs the stack (tsx CLI, jest).
    const worker = new Worker(ENTRY, { execArgv: [] });
    const gone = (log: string) => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(worker, log);
    };
    worker.on('message', (result: ResultMessage) => {
      this.settle(result.id, result.ok ? { ok: true, response: result.response } : { ok: false, log: result.log });
    });
    worker.on('error', (error) => gone(`the function worker failed: ${error.stack ?? error.message}`));
    worker.on('exit', (code) => gone(`the function worker exited with code ${code}`));
    // After the listeners: adding a 'message' listener to a Worker refs it again (a pending call's timer keeps
    // the process alive meanwhile).
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private failAll(worker: Worker, log: string): void {
    for (const [id, entry] of [...this.pending]) {
      if (entry.worker === worker) this.settle(id, { ok: false, log });
    }
  }
}
