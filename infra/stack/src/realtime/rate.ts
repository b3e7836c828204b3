/** At most `limit` takes per window of `windowMs` (a fixed window, as Realtime's per-channel client counters). */
export class WindowCounter {
  private count = 0;
  private resetAt = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  take(now = Date.now()): boolean {
    if (now >= this.resetAt) {
      this.count = 0;
      this.resetAt = now + this.windowMs;
    }
    if (this.count >= this.limit) return false;
    this.count++;
    return true;
  }
}

/**
 * A byte budget that refills at `perSecond` up to `burst`: `spend` returns how long (ms) the spender must wait
 * before the budget is positive again (0: go on).
 */
export class ByteBudget {
  private available: number;
  private at = Date.now();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {
    this.available = burst;
  }

  /** Spends `bytes` if anything is left (the budget may go into debt); false, spending nothing, when it is empty. */
  take(bytes: number, now = Date.now()): boolean {
    this.refill(now);
    if (this.available <= 0) return false;
    this.available -= bytes;
    return true;
  }

  /** Whether nothing is left (the next take would be refused). */
  empty(now = Date.now()): boolean {
    this.refill(now);
    return this.available <= 0;
  }

  /** Whether the budget is back to its whole burst (nothing spent lately). */
  full(now = Date.now()): boolean {
    this.refill(now);
    return this.available >= this.burst;
  }

  private refill(now: number): void {
    this.available = Math.min(this.burst, this.available + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
  }

  spend(bytes: number, now = Date.now()): number {
    this.available = Math.min(this.burst, this.available + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    this.available -= bytes;
    return this.available >= 0 ? 0 : Math.ceil((-this.available / this.perSecond) * 1000);
  }
}
