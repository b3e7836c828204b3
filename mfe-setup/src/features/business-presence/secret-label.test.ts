import { isSecretLabel } from './secret-label';

describe('secret access details', () => {
  it.each([
    'Password',
    'password',
    'Admin Passcode',
    'PIN',
    'Login pin',
    'Secret',
    'API key',
    'api_key',
    'Token',
    'Security answer',
    'SSN',
    'pwd',
  ])('%p is masked', (label) => expect(isSecretLabel(label)).toBe(true));

  it.each(['Username', 'Email', 'D-U-N-S Number', 'Login URL', 'Account ID', 'Spinner', 'Opinion'])('%p is shown', (label) =>
    expect(isSecretLabel(label)).toBe(false),
  );
});
