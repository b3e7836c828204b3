import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authError, renderWithPlatform, createFakePlatform } from 'shared-ui/testing';
import { SignUpPage } from './SignUpPage';

// Only the supabase client (the network boundary) is faked; the form, hooks and platform wiring are real.

async function fill(user: ReturnType<typeof userEvent.setup>, password = 'Strong-pass-1') {
  await user.type(screen.getByLabelText(/^Full Name/), 'Ann Owner');
  await user.type(screen.getByLabelText(/^Email/), 'ann@test.local');
  await user.type(screen.getByLabelText(/^Phone Number/), '+1 555 0100');
  await user.type(screen.getByLabelText(/^Password/), password);
}

describe('Sign Up', () => {
  it('shows the spec texts', () => {
    renderWithPlatform(<SignUpPage />, createFakePlatform({ session: null }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up with Google' })).toBeInTheDocument();
    expect(screen.getByText(/Already have an Account\?/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sign Up' })).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(screen.getByLabelText(/^Phone Number/)).toHaveAttribute('type', 'tel');
  });

  it('creates the account with name and phone as user metadata and returns through the callback', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<SignUpPage />, createFakePlatform({ session: null }));
    platform.auth.signUp.mockResolvedValueOnce({ data: { session: { access_token: 'x' }, user: {} }, error: null });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(platform.auth.signUp).toHaveBeenCalledWith({
      email: 'ann@test.local',
      password: 'Strong-pass-1',
      options: { data: { name: 'Ann Owner', phone: '+1 555 0100' }, emailRedirectTo: 'http://localhost/signup/v/user/grant' },
    });
    // Signed in: busy until the shell announces the session and the page moves to /.
    expect(screen.getByRole('button', { name: 'Signing Up...' })).toBeDisabled();
  });

  function expectKeptValues() {
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ann Owner');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ann@test.local');
    expect(screen.getByLabelText(/^Phone Number/)).toHaveValue('+1 555 0100');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Strong-pass-1');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  }

  it.each([
    ['user_already_exists', 'User already registered', 422, 'An account with this e-mail already exists.'],
    ['over_request_rate_limit', 'Request rate limit reached', 429, 'Too many attempts.'],
  ])('server error %s appears in plain words and the form keeps what was typed', async (code, message, status, expected) => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ session: null });
    platform.auth.signUp.mockResolvedValueOnce({ data: {}, error: authError(code, message, status) });
    renderWithPlatform(<SignUpPage />, platform);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expectKeptValues();
  });

  it.each([
    [
      'weak_password',
      'Password should be at least 6 characters.',
      422,
      /^Password/,
      'Please choose a stronger password. Password should be at least 6 characters.',
    ],
    ['validation_failed', 'Unable to validate email address: invalid format', 400, /^Email/, 'Please enter a valid e-mail address.'],
  ])(
    'server error %s appears in plain words on its field, which gets the focus, and the form keeps what was typed',
    async (code, message, status, label, expected) => {
      const user = userEvent.setup();
      const platform = createFakePlatform({ session: null });
      platform.auth.signUp.mockResolvedValueOnce({ data: {}, error: authError(code, message, status) });
      renderWithPlatform(<SignUpPage />, platform);
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      const field = screen.getByLabelText(label);
      await waitFor(() => expect(field).toHaveAccessibleDescription(expected));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expectKeptValues();
    },
  );

  it('checks the fields before any call: required ones and the e-mail address, each on its field', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<SignUpPage />, createFakePlatform({ session: null }));
    expect(screen.getByLabelText(/^Full Name/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Phone Number/)).not.toHaveAttribute('aria-required');
    await user.type(screen.getByLabelText(/^Email/), 'ann.test.local');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText(/^Phone Number/)).not.toHaveAttribute('aria-invalid');
    expect(platform.auth.signUp).not.toHaveBeenCalled();
  });

  it('with e-mail confirmation on, asks the user to follow the e-mailed link', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<SignUpPage />, createFakePlatform({ session: null }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we sent a confirmation link to ann@test.local');
  });

  it('an unexplained failure still says something', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ session: null });
    platform.auth.signUp.mockResolvedValueOnce({ data: {}, error: authError('unexpected_failure', 'boom', 500) });
    renderWithPlatform(<SignUpPage />, platform);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('a failed sign-up shows its message exactly once: in the form, not in a toast too', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ session: null });
    platform.auth.signUp.mockResolvedValueOnce({ data: {}, error: authError('unexpected_failure', 'boom', 500) });
    renderWithPlatform(<SignUpPage />, platform);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByText('Something went wrong. Please try again.')).toHaveLength(1);
    expect(platform.toast.error).not.toHaveBeenCalled();
    expectKeptValues();
  });
});
