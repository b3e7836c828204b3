import type { SupabaseClient } from '@supabase/supabase-js';
import { authFailure } from 'shared-ui/forms';
import { PASSWORD_UPDATE_FAILED, WRONG_CURRENT_PASSWORD } from './password-rules';

/**
 * Changes the signed-in user's password through the auth server, which checks the current password
 * (`PUT /auth/v1/user` with `current_password`, GoTrue's secure password change). Rejects with the failure
 * in the spec's words (the portal's one auth message table, "Current password is incorrect" for a wrong one).
 */
export async function changePassword(supabase: SupabaseClient, currentPassword: string, newPassword: string): Promise<void> {
  let error: unknown;
  try {
    ({ error } = await supabase.auth.updateUser({ password: newPassword, current_password: currentPassword }));
  } catch (caught) {
    error = caught;
  }
  if (error) throw authFailure(error, PASSWORD_UPDATE_FAILED, WRONG_CURRENT_PASSWORD);
}
