import type { SupabaseClient } from '@supabase/supabase-js';
import { authErrorMessage } from 'shared-ui/forms';
import { appUrl, CALLBACK_PATH } from '../../lib/app-url';

/** What the sign-in form says after a new confirmation e-mail was asked for. */
export type ResendOutcome = { sent: true; message: string } | { sent: false; message: string };

/**
 * How long GoTrue asks to wait before another e-mail to the same address ("For security purposes, you can only
 * request this after 42 seconds."), when it says so.
 */
export function secondsToWait(message: string | undefined): number | null {
  const match = /after (\d+) seconds?/i.exec(message ?? '');
  return match ? Number(match[1]) : null;
}

const asError = (value: unknown): { code?: string; status?: number; message?: string } =>
  typeof value === 'object' && value !== null ? (value as { code?: string; status?: number; message?: string }) : {};

/**
 * Sends the sign-up confirmation e-mail again (`POST /auth/v1/resend` with `type: 'signup'`, supabase-js's
 * `auth.resend`). The auth server limits it as GoTrue does: one e-mail per address per minute (its `max_frequency`)
 * and a number per hour for the project; a limited request answers 429 `over_email_send_rate_limit`, said here in
 * the portal's words with the wait the server names.
 */
export async function resendConfirmation(supabase: SupabaseClient, email: string): Promise<ResendOutcome> {
  const address = email.trim();
  let error: unknown;
  try {
    ({ error } = await supabase.auth.resend({ type: 'signup', email: address, options: { emailRedirectTo: appUrl(CALLBACK_PATH) } }));
  } catch (caught) {
    error = caught;
  }
  if (!error) return { sent: true, message: `We sent a new confirmation e-mail to ${address}. Follow its link, then sign in.` };
  const { code, status, message } = asError(error);
  if (code === 'over_email_send_rate_limit' || code === 'over_request_rate_limit' || status === 429) {
    const seconds = secondsToWait(message);
    return {
      sent: false,
      message: seconds
        ? `We just sent an e-mail to this address. You can ask for another in ${seconds} seconds.`
        : 'Too many e-mails were sent to this address. Please wait a while before asking for another.',
    };
  }
  return { sent: false, message: authErrorMessage(error, 'The e-mail could not be sent. Please try again.') };
}
