import { REALTIME_LIMITS } from './limits';

type Limits = Pick<typeof REALTIME_LIMITS, 'maxRefusedJoins' | 'refusedJoinsWindowMs' | 'maxChangeBindingsPerAddress'>;

/** A fixed window of counts per key, all forgotten when it ends. */
class Window {
  private counts = new Map<string, number>();
  private resetAt = 0;

  constructor(private readonly ms: number) {}

  private roll(now: number): void {
    if (now >= this.resetAt) {
      this.counts.clear();
      this.resetAt = now + this.ms;
    }
  }

  count(key: string, now = Date.now()): number {
    this.roll(now);
    return this.counts.get(key) ?? 0;
  }

  add(key: string, delta: number, now = Date.now()): void {
    this.roll(now);
    const count = (this.counts.get(key) ?? 0) + delta;
    if (count > 0) this.counts.set(key, count);
    else this.counts.delete(key);
  }
}

/**
 * What joins cost the stack, per client address (the TCP peer) and per user: joins the database refused (Realtime
 * Authorization) and the postgres_changes bindings held. A join over either is refused before anything reaches the
 * database (README "Realtime limits").
 */
export class JoinGate {
  private readonly refused: Window;
  private readonly bindings = new Map<string, number>();

  constructor(private readonly limits: Limits = REALTIME_LIMITS) {
    this.refused = new Window(limits.refusedJoinsWindowMs);
  }

  /**
   * Whether a private join from this address, as this user (or role), may be checked against the policies: it counts
   * as refused from now on (so checks in flight count too) until `allowed` says the policies let it in.
   */
  mayCheck(address: string, caller: string): boolean {
    const max = this.limits.maxRefusedJoins;
    if (this.refused.count(`a:${address}`) >= max || this.refused.count(`u:${caller}`) >= max) return false;
    this.refused.add(`a:${address}`, 1);
    this.refused.add(`u:${caller}`, 1);
    return true;
  }

  /** The policies let a checked join in: it does not count as refused. */
  allowed(address: string, caller: string): void {
    this.refused.add(`a:${address}`, -1);
    this.refused.add(`u:${caller}`, -1);
  }

  /** Takes `count` postgres_changes bindings for the address; false (nothing taken) past the limit. */
  takeBindings(address: string, count: number): boolean {
    if (count === 0) return true;
    const held = this.bindings.get(address) ?? 0;
    if (held + count > this.limits.maxChangeBindingsPerAddress) return false;
    this.bindings.set(address, held + count);
    return true;
  }

  releaseBindings(address: string, count: number): void {
    if (count === 0) return;
    const left = (this.bindings.get(address) ?? 0) - count;
    if (left > 0) this.bindings.set(address, left);
    else this.bindings.delete(address);
  }
}
