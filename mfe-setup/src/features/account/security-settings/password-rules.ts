/** The change-password rules and messages of spec 2 (sections 4, 5, 8 and 9). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PASSWORD_UPDATE_FAILED = 'Failed to update password.';
export const PASSWORD_CHANGED = 'Password changed successfully';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The first problem with what was typed (the submit button stays disabled while there is one), or null. */
export function passwordChangeProblem({ currentPassword, newPassword, confirmPassword }: PasswordChange): string | null {
  if (!currentPassword) return CURRENT_PASSWORD_REQUIRED;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (newPassword !== confirmPassword) return PASSWORDS_DIFFER;
  return null;
}

/** Auth-server error codes that mean "the current password was wrong" (GoTrue's and the local stack's): the spec's words. */
export const WRONG_CURRENT_PASSWORD: Readonly<Record<string, string>> = Object.fromEntries(
  ['current_password_mismatch', 'invalid_credentials', 'invalid_grant', 'reauthentication_not_valid'].map((code) => [
    code,
    CURRENT_PASSWORD_WRONG,
  ]),
);
