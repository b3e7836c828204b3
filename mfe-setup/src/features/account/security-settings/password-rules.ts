/** The change-password rules and messages of spec 2 (sections 4, 5, 8 and 9). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PASSWORD_UPDATE_FAILED = 'Failed to update password.';
export const PASSWORD_CHANGED = 'Password changed successfully';
/** The auth server's other two rules (GoTrue: bcrypt reads 72 bytes; `same_password`). */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_BYTES} bytes (fewer with accented letters or symbols)`;
export const PASSWORD_UNCHANGED = 'The new password must be different from your current password.';

/** The e-mailed code's step (the auth server asks for it on a session older than 24 hours: `reauthentication_needed`). */
export const CODE_SENT = (email: string) => `For your security, we sent a 6-digit code to ${email}. Enter it to change your password.`;
export const CODE_WRONG = 'This code is wrong or has expired. Check the latest e-mail, or send a new code.';
export const CODE_REQUIRED = 'Enter the 6-digit code from the e-mail';
export const CODE_RESENT = 'A new code is on its way. Only the newest code works.';
export const CODE_NOT_SENT = 'We could not send the code. Please try again.';
/** A code already asked for less than `seconds` ago (GoTrue: "you can only request this after N seconds"). */
export const CODE_WAIT = (seconds: number | null) =>
  seconds
    ? `We just sent a code. You can ask for another in ${seconds} seconds.`
    : 'Too many codes were sent. Please wait a while before asking for another.';

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The first problem with what was typed (the submit button stays disabled while there is one), or null: the
 * auth server's own checks of a new password (at least 6 characters, at most 72 bytes, not the current one) and
 * the spec's (current password given, confirmation matching).
 */
export function passwordChangeProblem({ currentPassword, newPassword, confirmPassword }: PasswordChange): string | null {
  if (!currentPassword) return CURRENT_PASSWORD_REQUIRED;
  return newPasswordProblem(currentPassword, newPassword) ?? (newPassword !== confirmPassword ? PASSWORDS_DIFFER : null);
}

/** What the auth server would refuse in a new password (the New Password field's rule), or null. */
export function newPasswordProblem(currentPassword: string, newPassword: string): string | null {
  if (newPassword.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (byteLength(newPassword) > PASSWORD_MAX_BYTES) return PASSWORD_TOO_LONG;
  if (currentPassword !== '' && newPassword === currentPassword) return PASSWORD_UNCHANGED;
  return null;
}

/** Auth-server error codes that mean "the current password was wrong" (GoTrue's and the local stack's): the spec's words. */
export const WRONG_CURRENT_PASSWORD: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ['current_password_mismatch', 'invalid_credentials', 'invalid_grant'].map((code) => [code, CURRENT_PASSWORD_WRONG]),
  ),
  // The e-mailed code (the nonce) was wrong or expired (GoTrue's reauthentication_not_valid).
  reauthentication_not_valid: CODE_WRONG,
  same_password: PASSWORD_UNCHANGED,
};
