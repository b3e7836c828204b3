import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

interface Job {
  message: { op: 'hash'; password: string; salt: string } | { op: 'compare'; password: string; hash: string };
  resolve(value: unknown): void;
  reject(error: Error): void;
}

const WORKER_FILE = path.join(__dirname, 'bcrypt-worker.mjs');
const SIZE = Math.max(1, Math.min(4, os.availableParallelism?.() ?? os.cpus().length));

/**
 * bcrypt (cost 10: ~70 ms of CPU per sign-in, much more on a busy machine) in worker threads, so a
 * burst of sign-ins never stalls the server's event loop and every other request behind it. The
 * threads start on first use and keep the process alive only while they work (an idle one never does).
 */
class BcryptPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly running = new Map<Worker, Job>();
  private size = 0;

  run<T>(message: Job['message']): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ message, resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.size < SIZE ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.queue.shift()!;
      this.running.set(worker, job);
      worker.ref();
      worker.postMessage({ id: 1, ...job.message });
    }
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_FILE);
    this.size++;
    worker.on('message', (reply: { result?: unknown; error?: string }) => {
      const job = this.running.get(worker);
      this.running.delete(worker);
      worker.unref();
      this.idle.push(worker);
      if (reply.error !== undefined) job?.reject(new Error(reply.error));
      else job?.resolve(reply.result);
      this.pump();
    });
    worker.once('exit', () => {
      this.size--;
      const job = this.running.get(worker);
      this.running.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      job?.reject(new Error('the password hashing thread stopped'));
      this.pump();
    });
    return worker;
  }
}

const pool = new BcryptPool();

export const bcryptHash = (password: string, salt: string) => pool.run<string>({ op: 'hash', password, salt });
export const bcryptCompare = (password: string, hash: string) => pool.run<boolean>({ op: 'compare', password, hash });
