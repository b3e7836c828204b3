import { REALTIME_LIMITS } from './limits';

type Limits = Pick<typeof REALTIME_LIMITS, 'maxRefusedJoinsPerSecond' | 'maxChangeBindingsPerAddress'>;

/** A fixed one-second window of counts per key, forgotten when it ends. */
class Window {
  private counts = new Map<string, number>();
  private resetAt = 0;

  private roll(now: number): void {
    if (now >= this.resetAt) {
      this.counts.clear();
      this.resetAt = now + 1000;
    }
  }

  count(key: string, now = Date.now()): number {
    this.roll(now);
    return this.counts.get(key) ?? 0;
  }

  add(key: string, now = Date.now()): void {
    this.roll(now);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
}

/**
 * What joins cost the stack, per client address (the TCP peer) and per user: joins the database refused (Realtime
 * Authorization) and the postgres_changes bindings held. A join over either is refused before anything reaches the
 * database (README "Realtime limits").
 */
export class JoinGate {
  private readonly refused = new Window();
  private readonly bindings = new Map<string, number>();

  constructor(private readonly limits: Limits = REALTIME_LIMITS) {}

  /** Whether a private join from this address, as this user (or key), may still be checked against the policies. */
  mayCheck(address: string, caller: string): boolean {
    const max = this.limits.maxRefusedJoinsPerSecond;
    return this.refused.count(`a:${address}`) < max && this.refused.count(`u:${caller}`) < max;
  }

  /** The policies refused a join: it counts for its address and its caller. */
  refusedJoin(address: string, caller: string): void {
    this.refused.add(`a:${address}`);
    this.refused.add(`u:${caller}`);
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
