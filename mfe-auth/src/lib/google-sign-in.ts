import type { SupabaseClient } from '@supabase/supabase-js';
import { appUrl, CALLBACK_PATH } from './app-url';

export type GoogleStart = { ok: true; url: string } | { ok: false; message: string };

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not set up on this server yet. Please use your e-mail and password instead.';
export const GOOGLE_UNAVAILABLE = 'Google sign-in is unavailable right now. Please try again later, or use your e-mail and password.';

/** Spec 1 section 8: 'Error signing in with Google:' followed by the message. */
export const googleErrorText = (message: string) => `Error signing in with Google: ${message}`;

/**
 * Asks the auth server, without leaving the page, whether its authorize address would send the
 * browser on to Google (a redirect) or answer with an error (Google not configured, provider
 * unreachable). Leaving for an error page would show the visitor raw JSON instead of a message.
 */
async function checkAuthorizeUrl(url: string): Promise<string | null> {
  let res: Response;
  try {
    res = await fetch(url, { redirect: 'manual', credentials: 'omit' });
  } catch {
    return GOOGLE_UNAVAILABLE;
  }
  if (res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400)) return null;
  const body = (await res.json().catch(() => ({}))) as { msg?: string; message?: string; error_description?: string };
  const text = body.msg ?? body.message ?? body.error_description ?? '';
  if (/not enabled|unsupported provider/i.test(text)) return GOOGLE_NOT_CONFIGURED;
  return GOOGLE_UNAVAILABLE;
}

/**
 * Google sign-in through supabase-js (spec 1 section 7): offline access with a consent prompt,
 * back to the callback page. Returns the address to send the browser to, or a message to show.
 */
export async function startGoogleSignIn(supabase: SupabaseClient): Promise<GoogleStart> {
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider: 'google',
    options: {
      redirectTo: appUrl(CALLBACK_PATH),
      queryParams: { access_type: 'offline', prompt: 'consent' },
      skipBrowserRedirect: true,
    },
  });
  if (error || !data.url) return { ok: false, message: googleErrorText(error?.message ?? 'no sign-in address was returned') };
  const problem = await checkAuthorizeUrl(data.url);
  return problem ? { ok: false, message: problem } : { ok: true, url: data.url };
}
