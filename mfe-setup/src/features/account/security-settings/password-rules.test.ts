import { authFailure } from 'shared-ui/forms';
import {
  CODE_FORMAT,
  CODE_REQUIRED,
  CODE_WRONG,
  emailedCodeProblem,
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORD_UNCHANGED,
  PASSWORD_UPDATE_FAILED,
  PASSWORDS_DIFFER,
  passwordChangeProblem,
} from './password-rules';

const passwordChangeError = (error: unknown) => authFailure(error, PASSWORD_UPDATE_FAILED, PASSWORD_CHANGE_MESSAGES).message;

describe('change password rules (what the auth server checks)', () => {
  const ok = { newPassword: 'secret', confirmPassword: 'secret' };

  it('accepts a matching new password of 6 or more characters', () => {
    expect(passwordChangeProblem(ok)).toBeNull();
  });

  it('needs at least 6 characters', () => {
    expect(passwordChangeProblem({ newPassword: 'five5', confirmPassword: 'five5' })).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters');
  });

  it('at most 72 bytes, as bcrypt reads them', () => {
    expect(passwordChangeProblem({ newPassword: 'é'.repeat(37), confirmPassword: 'é'.repeat(37) })).toBe(PASSWORD_TOO_LONG);
    expect(passwordChangeProblem({ newPassword: 'a'.repeat(72), confirmPassword: 'a'.repeat(72) })).toBeNull();
  });

  it('needs the confirmation to match', () => {
    expect(passwordChangeProblem({ ...ok, confirmPassword: 'secreT' })).toBe(PASSWORDS_DIFFER);
    expect(PASSWORDS_DIFFER).toBe('Passwords do not match');
  });

  it('an e-mailed code is 6 digits', () => {
    expect(emailedCodeProblem('')).toBe(CODE_REQUIRED);
    expect(emailedCodeProblem('12345')).toBe(CODE_FORMAT);
    expect(emailedCodeProblem('123 456')).toBeNull();
  });

  it("says the auth server's answers in the portal's words", () => {
    expect(passwordChangeError({ code: 'reauthentication_not_valid' })).toBe(CODE_WRONG);
    expect(passwordChangeError({ code: 'same_password' })).toBe(PASSWORD_UNCHANGED);
    expect(passwordChangeError({ code: 'unexpected_failure', status: 500 })).toBe(PASSWORD_UPDATE_FAILED);
    expect(passwordChangeError(null)).toBe('Failed to update password.');
    expect(passwordChangeError({ code: 'weak_password', message: 'Password should be at least 6 characters.' })).toBe(
      'Please choose a stronger password. Password should be at least 6 characters.',
    );
  });
});
