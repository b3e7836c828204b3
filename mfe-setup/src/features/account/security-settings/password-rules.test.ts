import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  PASSWORDS_DIFFER,
  PASSWORD_TOO_SHORT,
  PASSWORD_UPDATE_FAILED,
  PASSWORD_TOO_LONG,
  PASSWORD_UNCHANGED,
  passwordChangeProblem,
  WRONG_CURRENT_PASSWORD,
  CODE_WRONG,
} from './password-rules';
import { authFailure } from 'shared-ui/forms';

const passwordChangeError = (error: unknown) => authFailure(error, PASSWORD_UPDATE_FAILED, WRONG_CURRENT_PASSWORD).message;

describe('change password rules', () => {
  const ok = { currentPassword: 'old-pass', newPassword: 'secret', confirmPassword: 'secret' };

  it('accepts a current password and a matching new one of 6 or more', () => {
    expect(passwordChangeProblem(ok)).toBeNull();
  });

  it('requires the current password', () => {
    expect(passwordChangeProblem({ ...ok, currentPassword: '' })).toBe(CURRENT_PASSWORD_REQUIRED);
  });

  it('needs at least 6 characters', () => {
    expect(passwordChangeProblem({ ...ok, newPassword: 'five5', confirmPassword: 'five5' })).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters');
  });

  it('needs the confirmation to match', () => {
    expect(passwordChangeProblem({ ...ok, confirmPassword: 'secreT' })).toBe(PASSWORDS_DIFFER);
    expect(PASSWORDS_DIFFER).toBe('Passwords do not match');
  });

  it('holds what the auth server holds: at most 72 bytes, not the current password', () => {
    expect(passwordChangeProblem({ ...ok, newPassword: 'é'.repeat(37), confirmPassword: 'é'.repeat(37) })).toBe(PASSWORD_TOO_LONG);
    expect(passwordChangeProblem({ ...ok, newPassword: 'a'.repeat(72), confirmPassword: 'a'.repeat(72) })).toBeNull();
    expect(passwordChangeProblem({ currentPassword: 'old-pass', newPassword: 'old-pass', confirmPassword: 'old-pass' })).toBe(
      PASSWORD_UNCHANGED,
    );
  });

  it('maps the auth server answer to the spec messages', () => {
    expect(passwordChangeError({ code: 'current_password_mismatch' })).toBe(CURRENT_PASSWORD_WRONG);
    expect(passwordChangeError({ code: 'invalid_credentials' })).toBe('Current password is incorrect');
    expect(passwordChangeError({ code: 'unexpected_failure', status: 500 })).toBe(PASSWORD_UPDATE_FAILED);
    expect(passwordChangeError(null)).toBe('Failed to update password.');
    expect(passwordChangeError({ code: 'reauthentication_not_valid' })).toBe(CODE_WRONG);
    expect(passwordChangeError({ code: 'same_password' })).toBe(PASSWORD_UNCHANGED);
    expect(passwordChangeError({ code: 'weak_password', message: 'Password should be at least 6 characters.' })).toBe(
      'Please choose a stronger password. Password should be at least 6 characters.',
    );
  });
});
