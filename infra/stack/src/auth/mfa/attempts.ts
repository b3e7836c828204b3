import { AuthError } from '../errors';

/**
 * Verify attempts per key (a factor, a client IP) in one-minute windows. A six-digit code must not be
 * guessable by trying: GoTrue allows 15 challenge-and-verify requests a minute per IP; counting per
 * factor too means spreading guesses over many addresses does not help.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly perMinute: () => number) {}

  hit(key: string): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= 60_000) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (now - w.start >= 60_000) this.windows.delete(k);
    }
    window.count += 1;
    if (window.count > this.perMinute()) {
      const retryAfter = Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000));
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, { 'retry-after': String(retryAfter) });
    }
  }
}
