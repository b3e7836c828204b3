/**
 * The change-password rules and messages: spec 2 (sections 4, 5, 8 and 9) held to what the auth server checks
 * (issue 48, item 3). Hosted Auth never checks a current password (`PUT /user` ignores `current_password`; GoTrue's
 * secure password change asks for an e-mailed code once the session is 24 hours old instead), so the dialog no longer
 * asks for one: a field nobody checks would only pretend (mfe-setup README, "Change Password").
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_UPDATE_FAILED = 'Failed to update password.';
export const PASSWORD_CHANGED = 'Password changed successfully';
/** The auth server's other rules (GoTrue: bcrypt reads 72 bytes; `same_password`). */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_BYTES} bytes (fewer with accented letters or symbols)`;
export const PASSWORD_UNCHANGED = 'The new password must be different from your current password.';

/** The e-mailed code's step (the auth server asks for it on a session older than 24 hours: `reauthentication_needed`). */
export const CODE_SENT = (email: string) => `For your security, we sent a 6-digit code to ${email}. Enter it to change your password.`;
export const CODE_WRONG = 'This code is wrong or has expired. Check the latest e-mail, or send a new code.';
export const CODE_REQUIRED = 'Enter the 6-digit code from the e-mail';
export const CODE_FORMAT = 'The code is the 6 digits in the e-mail.';
export const CODE_RESENT = 'A new code is on its way. Only the newest code works.';
export const CODE_NOT_SENT = 'We could not send the code. Please try again.';
/** A code already asked for less than `seconds` ago (GoTrue: "you can only request this after N seconds"). */
export const CODE_WAIT = (seconds: number | null) =>
  seconds
    ? `We just sent a code. You can ask for another in ${seconds} seconds.`
    : 'Too many codes were sent. Please wait a while before asking for another.';

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export interface PasswordChange {
  newPassword: string;
  confirmPassword: string;
}

/** What the auth server would refuse in a new password (the New Password field's rule), or null. */
export function newPasswordProblem(newPassword: string): string | null {
  if (newPassword.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (byteLength(newPassword) > PASSWORD_MAX_BYTES) return PASSWORD_TOO_LONG;
  return null;
}

/**
 * The first problem with what was typed (the submit button stays disabled while there is one), or null: the auth
 * server's checks of a new password it can make before sending (at least 6 characters, at most 72 bytes) and the
 * confirmation matching. That it differs from the current one only the server knows (`same_password`).
 */
export function passwordChangeProblem({ newPassword, confirmPassword }: PasswordChange): string | null {
  return newPasswordProblem(newPassword) ?? (newPassword !== confirmPassword ? PASSWORDS_DIFFER : null);
}

/** The auth server's answers to a password change, in the portal's words (the rest: the one auth message table). */
export const PASSWORD_CHANGE_MESSAGES: Readonly<Record<string, string>> = {
  // The e-mailed code (the nonce) was wrong, spent or expired (GoTrue's reauthentication_not_valid).
  reauthentication_not_valid: CODE_WRONG,
  same_password: PASSWORD_UNCHANGED,
};

/** Whether an e-mailed code looks like one (6 digits; spaces people copy along are dropped). */
export function emailedCodeProblem(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  if (digits === '') return CODE_REQUIRED;
  return /^\d{6}$/.test(digits) ? null : CODE_FORMAT;
}
