import type { SupabaseClient } from '@supabase/supabase-js';
import { passwordChangeError } from './password-rules';

/**
 * Changes the signed-in user's password through the auth server, which checks the current password
 * (`PUT /auth/v1/user` with `current_password`, GoTrue's secure password change). Resolves to null on
 * success, or the message the dialog shows.
 */
export async function changePassword(supabase: SupabaseClient, currentPassword: string, newPassword: string): Promise<string | null> {
  try {
    const { error } = await supabase.auth.updateUser({ password: newPassword, current_password: currentPassword });
    return error ? passwordChangeError(error) : null;
  } catch (error) {
    return passwordChangeError(error as { code?: string });
  }
}
