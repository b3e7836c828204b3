import type { SupabaseClient } from '@supabase/supabase-js';
import { apiError, isApiError } from 'shared-ui';
import { authFailure } from 'shared-ui/forms';
import { CODE_NOT_SENT, CODE_WAIT, PASSWORD_CHANGE_MESSAGES, PASSWORD_UPDATE_FAILED } from './password-rules';

/** The auth server wants the e-mailed code first (GoTrue's `reauthentication_needed`). */
export const REAUTHENTICATION_NEEDED = 'reauthentication_needed';

/** Whether a failure of `changePassword` means "ask for the e-mailed code" (the dialog then sends one). */
export const needsReauthentication = (error: unknown): boolean => isApiError(error) && error.code === REAUTHENTICATION_NEEDED;

/**
 * Changes the signed-in user's password through the auth server (`PUT /auth/v1/user`). With secure password change on
 * (hosted: config.toml `secure_password_change = true`) and a session older than 24 hours, the server wants the code
 * it e-mailed (`nonce`, after `auth.reauthenticate()`). Rejects in the portal's words (the one auth message table):
 * a wrong or expired code on the code's field, `same_password`, or `reauthentication_needed` (`needsReauthentication`).
 */
export async function changePassword(supabase: SupabaseClient, newPassword: string, nonce?: string): Promise<void> {
  let error: unknown;
  try {
    ({ error } = await supabase.auth.updateUser({
      password: newPassword,
      ...(nonce === undefined ? {} : { nonce: nonce.replace(/\s+/g, '') }),
    }));
  } catch (caught) {
    error = caught;
  }
  if (!error) return;
  const failure = authFailure(error, PASSWORD_UPDATE_FAILED, PASSWORD_CHANGE_MESSAGES);
  if (failure.code === 'reauthentication_not_valid') throw apiError({ ...failure, field: 'nonce' });
  if (failure.code === 'same_password' || failure.code === 'weak_password') throw apiError({ ...failure, field: 'newPassword' });
  throw failure;
}

const asError = (value: unknown): { code?: string; status?: number; message?: string } =>
  typeof value === 'object' && value !== null ? (value as { code?: string; status?: number; message?: string }) : {};

/**
 * Asks the auth server to e-mail a reauthentication code (`GET /auth/v1/reauthenticate`, supabase-js's
 * `auth.reauthenticate()`). Rejects in the portal's words; GoTrue limits it to one e-mail a minute per user.
 */
export async function sendReauthenticationCode(supabase: SupabaseClient): Promise<void> {
  let error: unknown;
  try {
    ({ error } = await supabase.auth.reauthenticate());
  } catch (caught) {
    error = caught;
  }
  if (!error) return;
  const { code, status, message } = asError(error);
  if (code === 'over_email_send_rate_limit' || status === 429) {
    const seconds = /after (\d+) seconds?/i.exec(message ?? '')?.[1];
    throw apiError({ status: 429, code, message: CODE_WAIT(seconds ? Number(seconds) : null), detail: message });
  }
  throw authFailure(error, CODE_NOT_SENT);
}
