import type { SupabaseClient } from '@supabase/supabase-js';
import { authErrorMessage } from '../../lib/auth-error-message';

export interface SignInValues {
  email: string;
  password: string;
}

/** Password sign-in; null on success, otherwise the message to show next to the form. */
export async function signIn(supabase: SupabaseClient, values: SignInValues): Promise<string | null> {
  const { error } = await supabase.auth.signInWithPassword({ email: values.email.trim(), password: values.password });
  return error ? authErrorMessage(error) : null;
}
