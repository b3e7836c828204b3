import type { SupabaseClient } from '@supabase/supabase-js';
import { authFailure } from 'shared-ui/forms';

export interface SignInValues {
  email: string;
  password: string;
}

/** Password sign-in; rejects with the error in plain words (`authFailure`) for the form to show. */
export async function signIn(supabase: SupabaseClient, values: SignInValues): Promise<void> {
  const { error } = await supabase.auth.signInWithPassword({ email: values.email.trim(), password: values.password });
  if (error) throw authFailure(error);
}
