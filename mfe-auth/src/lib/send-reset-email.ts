import type { SupabaseClient } from '@supabase/supabase-js';
import { appUrl, UPDATE_PASSWORD_PATH } from './app-url';
import { authErrorMessage } from './auth-error-message';
import { rememberResetEmail } from './reset-email-storage';

/**
 * Sends the reset e-mail; its one-time link opens /update-password in a recovery session.
 * Null on success, otherwise the message to show. The server answers alike for known and unknown addresses.
 */
export async function sendResetEmail(supabase: SupabaseClient, rawEmail: string): Promise<string | null> {
  const email = rawEmail.trim();
  rememberResetEmail(email);
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: appUrl(UPDATE_PASSWORD_PATH) });
  return error ? authErrorMessage(error) : null;
}
