import type { SupabaseClient } from '@supabase/supabase-js';
import { appUrl, CALLBACK_PATH } from '../../lib/app-url';
import { authErrorMessage } from '../../lib/auth-error-message';

export interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export type SignUpResult = { kind: 'signed-in' } | { kind: 'confirm-email' } | { kind: 'error'; message: string };

/**
 * Creates the account with name and phone as user metadata (the database copies them into the
 * user's profile). With e-mail confirmation off the server signs the user in at once; with it on,
 * the user follows the e-mailed link, which returns through the callback page.
 */
export async function signUp(supabase: SupabaseClient, values: SignUpValues): Promise<SignUpResult> {
  const { data, error } = await supabase.auth.signUp({
    email: values.email.trim(),
    password: values.password,
    options: { data: { name: values.name.trim(), phone: values.phone.trim() }, emailRedirectTo: appUrl(CALLBACK_PATH) },
  });
  if (error) return { kind: 'error', message: authErrorMessage(error) };
  return data.session ? { kind: 'signed-in' } : { kind: 'confirm-email' };
}
