import type { SupabaseClient } from '@supabase/supabase-js';
import { apiError, isApiError, normalizeTotpCode } from 'shared-ui';
import { authFailure } from 'shared-ui/forms';
import { CODE_NOT_SENT, CODE_WAIT, PASSWORD_UPDATE_FAILED, WRONG_CURRENT_PASSWORD } from './password-rules';

/** The auth server wants the e-mailed code first (GoTrue's `reauthentication_needed`). */
export const REAUTHENTICATION_NEEDED = 'reauthentication_needed';

/** Whether a failure of `changePassword` means "ask for the e-mailed code" (the dialog then sends one). */
export const needsReauthentication = (error: unknown): boolean => isApiError(error) && error.code === REAUTHENTICATION_NEEDED;

/**
 * Changes the signed-in user's password through the auth server (`PUT /auth/v1/user`), which checks the current
 * password (`current_password`) and, with secure password change on and a session older than 24 hours, the code it
 * e-mailed (`nonce`, from `auth.reauthenticate()`). Rejects with the failure in the spec's words (the portal's one
 * auth message table): "Current password is incorrect", a wrong or expired code on the code's field, or
 * `reauthentication_needed` (see `needsReauthentication`).
 */
export async function changePassword(
  supabase: SupabaseClient,
  currentPassword: string,
  newPassword: string,
  nonce?: string,
): Promise<void> {
  let error: unknown;
  try {
    ({ error } = await supabase.auth.updateUser({
      password: newPassword,
      current_password: currentPassword,
      ...(nonce === undefined ? {} : { nonce: normalizeTotpCode(nonce) }),
    }));
  } catch (caught) {
    error = caught;
  }
  if (!error) return;
  const failure = authFailure(error, PASSWORD_UPDATE_FAILED, WRONG_CURRENT_PASSWORD);
  throw failure.code === 'reauthentication_not_valid' ? apiError({ ...failure, field: 'nonce' }) : failure;
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
