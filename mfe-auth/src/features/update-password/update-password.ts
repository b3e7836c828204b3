import type { SupabaseClient } from '@supabase/supabase-js';
import { authFailure } from 'shared-ui/forms';

export const PASSWORDS_DIFFER = 'Passwords do not match.';
export const UNEXPLAINED_FAILURE = 'Something went wrong.';
export const PASSWORD_CHANGED = 'Password successfully changed';
/** An invited client's first visit (an admin's invitation link): they choose a password and stay signed in. */
export const INVITE_WELCOME = 'Welcome to the Business Portal. Choose the password you will sign in with.';
export const INVITE_PASSWORD_SET = 'Your password is set. Welcome!';

/**
 * Sets the new password through the auth server's update user. Rejects with the error in plain words
 * (`authFailure`; "Something went wrong." when it cannot be explained) for the form to show.
 */
export async function updatePassword(supabase: SupabaseClient, password: string): Promise<void> {
  let answer: Awaited<ReturnType<SupabaseClient['auth']['updateUser']>>;
  try {
    answer = await supabase.auth.updateUser({ password });
  } catch (caught) {
    throw authFailure(caught, UNEXPLAINED_FAILURE);
  }
  if (answer.error) throw authFailure(answer.error, UNEXPLAINED_FAILURE);
}
