import type { StackContext } from '../context';
import { AuthError } from './errors';

/**
 * GoTrue's per-user mail frequency (config.toml `[auth.email] max_frequency`, SMTP.MaxFrequency): one confirmation,
 * reset, e-mail change or reauthentication mail per user this often; sooner answers 429 over_email_send_rate_limit
 * "For security purposes, you can only request this after N seconds.".
 */
export function checkSentFrequency(ctx: StackContext, sentAt: string | null | undefined): void {
  if (!sentAt) return;
  const frequencyMs = ctx.config.authSwitches.maxFrequencySeconds * 1000;
  const leftMs = Date.parse(sentAt) + frequencyMs - Date.now();
  if (leftMs > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.floor(leftMs / 1000)} seconds.`,
    );
  }
}
