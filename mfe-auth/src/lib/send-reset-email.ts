import type { SupabaseClient } from '@supabase/supabase-js';
import { appUrl, UPDATE_PASSWORD_PATH } from './app-url';
import { authFailure } from 'shared-ui/forms';
import { rememberResetEmail } from './reset-email-storage';

/**
 * Sends the reset e-mail; its one-time link opens /update-password in a recovery session.
 * Rejects with the error in plain words (`authFailure`). The server answers alike for known and unknown addresses.
 */
export async function sendResetEmail(supabase: SupabaseClient, rawEmail: string): Promise<void> {
  const email = rawEmail.trim();
  rememberResetEmail(email);
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: appUrl(UPDATE_PASSWORD_PATH) });
  if (error) throw authFailure(error);
}
