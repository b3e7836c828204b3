import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authError, createFakePlatform, fakeSecondFactorSession, renderWithPlatform } from 'shared-ui/testing';
import { SignInPage } from './SignInPage';

// Only the supabase client (the network boundary) is faked; the page, form and platform wiring are real.

beforeEach(() => window.history.pushState(null, '', '/signin'));

describe('Sign In, second step (authenticator code)', () => {
  it('asks a user with an authenticator for the code instead of opening the portal', async () => {
    const { platform } = renderWithPlatform(<SignInPage />, createFakePlatform({ session: fakeSecondFactorSession() }));
    expect(screen.getByRole('heading', { level: 1, name: 'Two-Factor Verification' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Authentication Code/)).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(platform.auth.getSession).not.toHaveBeenCalled());
    expect(platform.navigate).not.toHaveBeenCalled();
  });

  it('verifies the code with the verified factor and stays busy while the portal opens', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<SignInPage />, createFakePlatform({ session: fakeSecondFactorSession() }));
    await user.type(screen.getByLabelText(/^Authentication Code/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(platform.auth.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f1', code: '123456' });
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
  });

  it('says a wrong code is wrong, on the field', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ session: fakeSecondFactorSession() });
    platform.auth.mfa.challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: authError('mfa_verification_failed', 'Invalid TOTP code entered', 422),
    });
    renderWithPlatform(<SignInPage />, platform);
    await user.type(screen.getByLabelText(/^Authentication Code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right. Enter the code your authenticator app shows now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('checks the code has six digits before any call', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<SignInPage />, createFakePlatform({ session: fakeSecondFactorSession() }));
    await user.type(screen.getByLabelText(/^Authentication Code/), '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is the 6 digits your authenticator app shows.')).toBeInTheDocument();
    expect(platform.auth.mfa.challengeAndVerify).not.toHaveBeenCalled();
  });

  it('Cancel signs out', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<SignInPage />, createFakePlatform({ session: fakeSecondFactorSession() }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(platform.signOut).toHaveBeenCalled();
  });
});
