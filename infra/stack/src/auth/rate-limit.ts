import type { StackConfig } from '../config';
import { AuthError } from './errors';

export type LimitKind = 'signIn' | 'signUp' | 'recover';

/** Fixed-window counters per (action, e-mail address), in memory: enough for one local server. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly config: () => StackConfig) {}

  /** Counts one attempt; throws over_request_rate_limit (429) past the configured limit. */
  hit(kind: LimitKind, address: string): void {
    const { windowSeconds, ...limits } = this.config().rateLimit;
    const limit = limits[kind];
    const now = Date.now();
    const key = `${kind}:${address.toLowerCase()}`;
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowSeconds * 1000) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size > 10_000) this.prune(now, windowSeconds);
    }
    window.count += 1;
    if (window.count > limit) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }

  private prune(now: number, windowSeconds: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= windowSeconds * 1000) this.windows.delete(key);
  }
}
