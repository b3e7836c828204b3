/**
 * The address entered on /forget, kept URI-encoded in browser storage for the reset flow (spec 1,
 * Forget password). Only the address: the session itself lives where supabase-js keeps it.
 */
export const RESET_EMAIL_KEY = 'email';

export function rememberResetEmail(email: string): void {
  try {
    localStorage.setItem(RESET_EMAIL_KEY, encodeURIComponent(email));
  } catch {
    // Storage can be unavailable (private mode, quota): the reset still works without it.
  }
}

export function recallResetEmail(): string {
  try {
    const stored = localStorage.getItem(RESET_EMAIL_KEY);
    return stored ? decodeURIComponent(stored) : '';
  } catch {
    return '';
  }
}
