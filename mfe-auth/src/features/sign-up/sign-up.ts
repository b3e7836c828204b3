import type { SupabaseClient } from '@supabase/supabase-js';
import { appUrl, CALLBACK_PATH } from '../../lib/app-url';
import { authFailure } from 'shared-ui/forms';

export interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export type SignUpResult = 'signed-in' | 'confirm-email';

/**
 * Creates the account with name and phone as user metadata (the database copies them into the
 * user's profile). With e-mail confirmation off the server signs the user in at once; with it on,
 * the user follows the e-mailed link, which returns through the callback page. Rejects with the
 * error in plain words (`authFailure`) for the form to show.
 */
export async function signUp(supabase: SupabaseClient, values: SignUpValues): Promise<SignUpResult> {
  const { data, error } = await supabase.auth.signUp({
    email: values.email.trim(),
    password: values.password,
    options: { data: { name: values.name.trim(), phone: values.phone.trim() }, emailRedirectTo: appUrl(CALLBACK_PATH) },
  });
  if (error) throw authFailure(error);
  return data.session ? 'signed-in' : 'confirm-email';
}
