import type { StackConfig } from '../config';
import type { AuthRateLimits } from '../config-auth-rate-limits';
import { AuthError } from './errors';

export type LimitKind = 'signInSignUps' | 'tokenRefresh' | 'tokenVerifications' | 'emailSent';

/** After this many wrong passwords for one address in a window, each further try for it waits a little. */
const FREE_FAILURES = 5;
const DELAY_STEP_MS = 250;
const MAX_DELAY_MS = 2000;

interface Window {
  start: number;
  count: number;
}

/**
 * Fixed-window counters per (limit, client IP), in memory, as GoTrue counts them: one source of
 * requests is limited, whatever addresses it tries, and an address under attack stays usable from
 * anywhere else. Wrong passwords for one address only slow further tries for it down (never a lock-out).
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly failures = new Map<string, Window>();

  constructor(private readonly config: () => Pick<StackConfig, 'rateLimit'>) {}

  /** Counts one request of `ip`; throws 429 with Retry-After past the configured limit. */
  hit(kind: LimitKind, ip: string): void {
    const limits: AuthRateLimits = this.config().rateLimit;
    const windowMs = (kind === 'emailSent' ? 3600 : limits.windowSeconds) * 1000;
    const window = this.current(this.windows, `${kind}:${ip}`, windowMs);
    window.count += 1;
    if (window.count > limits[kind]) {
      const retryAfter = Math.max(1, Math.ceil((window.start + windowMs - Date.now()) / 1000));
      throw kind === 'emailSent'
        ? new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded', {}, { 'retry-after': String(retryAfter) })
        : new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, { 'retry-after': String(retryAfter) });
    }
  }

  /** Waits before checking a password for `address` when it has had many wrong ones lately (0 ms otherwise). */
  async slowDown(address: string): Promise<void> {
    const failures = this.failures.get(address.toLowerCase());
    if (!failures || Date.now() - failures.start >= this.config().rateLimit.windowSeconds * 1000) return;
    const delay = Math.min((failures.count - FREE_FAILURES + 1) * DELAY_STEP_MS, MAX_DELAY_MS);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /** Records the outcome of a password check for `address`: a success forgets its failures. */
  passwordChecked(address: string, ok: boolean): void {
    const key = address.toLowerCase();
    if (ok) this.failures.delete(key);
    else this.current(this.failures, key, this.config().rateLimit.windowSeconds * 1000).count += 1;
  }

  private current(map: Map<string, Window>, key: string, windowMs: number): Window {
    const now = Date.now();
    let window = map.get(key);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      map.set(key, window);
      if (map.size > 10_000) {
        for (const [k, w] of map) if (now - w.start >= 3600_000) map.delete(k);
      }
    }
    return window;
  }
}
