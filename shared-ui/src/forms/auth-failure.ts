import { apiError, type ApiError } from 'shared-ui';

/** The e-mail address the auth server refused as malformed (also the sign-in form's own rule). */
export const INVALID_EMAIL = 'Please enter a valid e-mail address.';

/** The parts of a supabase-js auth error this remote reads (AuthApiError and friends). */
interface AuthErrorLike {
  message?: string;
  code?: string;
  status?: number;
  name?: string;
}

const asError = (value: unknown): AuthErrorLike => (typeof value === 'object' && value !== null ? (value as AuthErrorLike) : {});

/** A screen's own wording for some auth codes (e.g. `invalid_credentials` is "Current password is incorrect" on Change Password). */
export type AuthMessages = Readonly<Record<string, string>>;

/**
 * The auth server's (GoTrue's) errors in plain words: the one table of the portal. Returns null when the
 * error is not one we can explain, so each screen can fall back to its own wording.
 */
export function explainAuthError(error: unknown, messages: AuthMessages = {}): string | null {
  const { message = '', code, status, name } = asError(error);
  if (code && messages[code]) return messages[code];
  switch (code) {
    case 'invalid_credentials':
      return 'Wrong e-mail or password. Please check both and try again.';
    case 'user_already_exists':
    case 'email_exists':
      return 'An account with this e-mail already exists. Sign in instead, or use Forget Password if you do not remember the password.';
    case 'weak_password':
      return `Please choose a stronger password. ${message}`.trim();
    case 'same_password':
      return 'The new password must be different from your current password.';
    case 'email_not_confirmed':
      return 'Please confirm your e-mail address first: follow the link we sent you.';
    case 'user_banned':
      return 'This account is blocked. Please contact support.';
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return 'Too many attempts. Please wait a few minutes and try again.';
    case 'session_not_found':
    case 'session_expired':
    case 'refresh_token_not_found':
      return 'Your session has ended. Please start again.';
    case 'otp_expired':
      return 'This link is invalid or has expired.';
  }
  if (status === 429) return 'Too many attempts. Please wait a few minutes and try again.';
  if (code === 'validation_failed' && /email/i.test(message)) return INVALID_EMAIL;
  if (code === 'validation_failed' && /password/i.test(message)) return message;
  if (name === 'AuthRetryableFetchError' || (status === 0 && !code)) {
    return 'We could not reach the server. Check your connection and try again.';
  }
  return null;
}

/** explainAuthError, or `fallback` for an error we cannot explain. */
export function authErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.', messages?: AuthMessages): string {
  return explainAuthError(error, messages) ?? fallback;
}

/** The form field an auth error is about (the auth forms name their fields `email` and `password`). */
function fieldOf(error: unknown): 'email' | 'password' | undefined {
  const { message = '', code } = asError(error);
  if (code === 'weak_password' || code === 'same_password') return 'password';
  if (code === 'validation_failed' && /email/i.test(message)) return 'email';
  if (code === 'validation_failed' && /password/i.test(message)) return 'password';
  return undefined;
}

/**
 * What an auth form's `onSubmit` throws: the error in plain words (or `fallback`; `messages` for a screen's own
 * wording of some codes) as an `ApiError`, on the field it is about when there is one, so the forms kit shows
 * it there or in the form's alert.
 */
export function authFailure(error: unknown, fallback?: string, messages?: AuthMessages): ApiError {
  const { code, status, message } = asError(error);
  return apiError({
    status: typeof status === 'number' ? status : 500,
    code,
    message: authErrorMessage(error, fallback, messages),
    field: fieldOf(error),
    detail: message,
  });
}
