import type { SupabaseClient } from '@supabase/supabase-js';
import { explainAuthError } from '../../lib/auth-error-message';

export const PASSWORDS_DIFFER = 'Passwords do not match.';
export const UNEXPLAINED_FAILURE = 'Something went wrong.';
export const PASSWORD_CHANGED = 'Password successfully changed';

/** Sets the new password through the auth server's update user; null on success, else the message. */
export async function updatePassword(supabase: SupabaseClient, password: string): Promise<string | null> {
  try {
    const { error } = await supabase.auth.updateUser({ password });
    return error ? (explainAuthError(error) ?? UNEXPLAINED_FAILURE) : null;
  } catch {
    return UNEXPLAINED_FAILURE;
  }
}
