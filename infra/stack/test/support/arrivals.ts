/**
 * What a test waits for that comes by callback (a channel's status, a broadcast, a row change): kept in order and
 * awaited by a condition that is checked each time one arrives, never by waiting a fixed time. The deadline only
 * turns "it never came" into a failure that says what was awaited and what came instead.
 */
export class Arrivals<T> {
  readonly items: T[] = [];
  private readonly waiters = new Set<() => void>();

  /** Records one arrival (pass it as the callback). */
  readonly push = (item: T): void => {
    this.items.push(item);
    for (const waiter of [...this.waiters]) waiter();
  };

  /** Resolves with the items once `check(items)` holds (at once if it already does). */
  until(check: (items: T[]) => boolean, what: string, ms = 10_000): Promise<T[]> {
    if (check(this.items)) return Promise.resolve(this.items);
    return new Promise((resolve, reject) => {
      const waiter = () => {
        if (!check(this.items)) return;
        this.waiters.delete(waiter);
        clearTimeout(timer);
        resolve(this.items);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`no ${what} within ${ms} ms; got ${JSON.stringify(this.items).slice(0, 2000)}`));
      }, ms);
      this.waiters.add(waiter);
    });
  }

  /** Resolves with the first item that passes `test` (already here or coming). */
  async next(test: (item: T) => boolean, what: string, ms?: number): Promise<T> {
    await this.until((items) => items.some(test), what, ms);
    return this.items.find(test)!;
  }
}

/**
 * For state no callback announces (a count inside the server, a row written by another process): asks `check`
 * again every `everyMs` until it holds; fails after `ms`, saying what was awaited.
 */
export async function pollUntil(check: () => boolean | Promise<boolean>, what: string, ms = 10_000, everyMs = 10): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
