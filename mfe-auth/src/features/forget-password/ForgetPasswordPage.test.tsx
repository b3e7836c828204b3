import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authError, renderWithPlatform, createFakePlatform } from 'shared-ui/testing';
import { ForgetPasswordPage } from './ForgetPasswordPage';
import { RESET_EMAIL_KEY } from '../../lib/reset-email-storage';

// Only the supabase client (the network boundary) is faked; the form and the browser storage are real.

const LABEL = 'Enter Email which is associated with your account';

beforeEach(() => localStorage.clear());

describe('Forget Password', () => {
  it('sends the reset e-mail with /update-password as redirect and keeps the address URI-encoded', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<ForgetPasswordPage />, createFakePlatform({ session: null }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forget Password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(`^${LABEL}`)), 'ann+shop@test.local');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(platform.auth.resetPasswordForEmail).toHaveBeenCalledWith('ann+shop@test.local', {
      redirectTo: 'http://localhost/update-password',
    });
    expect(localStorage.getItem(RESET_EMAIL_KEY)).toBe('ann%2Bshop%40test.local');
    // The confirmation does not say whether the address has an account.
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for ann+shop@test.local');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('shows "Sending..." and disables the button while busy', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ session: null });
    let answer: (v: { data: unknown; error: unknown }) => void = () => undefined;
    platform.auth.resetPasswordForEmail.mockReturnValueOnce(new Promise((r) => (answer = r)));
    renderWithPlatform(<ForgetPasswordPage />, platform);
    await user.type(screen.getByLabelText(new RegExp(`^${LABEL}`)), 'ann@test.local');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer({ data: {}, error: null });
    expect(await screen.findByRole('button', { name: 'Send Email' })).toBeEnabled();
  });

  it('explains a rate limit instead of confirming', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ session: null });
    platform.auth.resetPasswordForEmail.mockResolvedValueOnce({
      data: {},
      error: authError('over_request_rate_limit', 'Request rate limit reached', 429),
    });
    renderWithPlatform(<ForgetPasswordPage />, platform);
    await user.type(screen.getByLabelText(new RegExp(`^${LABEL}`)), 'ann@test.local');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says on the field when the address is not an e-mail address, and sends nothing', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<ForgetPasswordPage />, createFakePlatform({ session: null }));
    const email = screen.getByLabelText(new RegExp(`^${LABEL}`));
    await user.type(email, 'ann at test.local');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(email).toHaveValue('ann at test.local');
    expect(platform.auth.resetPasswordForEmail).not.toHaveBeenCalled();
  });

  it('starts from the address kept earlier', () => {
    localStorage.setItem(RESET_EMAIL_KEY, encodeURIComponent('kept@test.local'));
    renderWithPlatform(<ForgetPasswordPage />, createFakePlatform({ session: null }));
    expect(screen.getByLabelText(new RegExp(`^${LABEL}`))).toHaveValue('kept@test.local');
  });
});
