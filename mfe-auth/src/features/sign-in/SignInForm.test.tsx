import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authError, fakeSecondFactorSession, fakeSession, renderWithPlatform, createFakePlatform } from 'shared-ui/testing';
import { SignInPage } from './SignInPage';

// Only the supabase client (the network boundary) is faked; the form, hooks and platform wiring are real.

function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email = 'ann@test.local', password = 'secret-pass') {
  return (async () => {
    await user.type(screen.getByLabelText(/^Email/), email);
    await user.type(screen.getByLabelText(/^Password/), password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  })();
}

beforeEach(() => window.history.pushState(null, '', '/signin'));

describe('Sign In', () => {
  it('shows the spec texts: heading, fields, buttons and links', () => {
    renderWithPlatform(<SignInPage />, createFakePlatform({ session: null }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Sign In with Google' })).toBeInTheDocument();
    const card = within(screen.getByRole('region', { name: 'Sign In' }));
    expect(card.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(card.getByRole('link', { name: 'Forget Password' })).toHaveAttribute('href', '/forget');
    expect(screen.getByText(/Don't have an Account\?/)).toBeInTheDocument();
    expect(screen.getByText(/Don't Remember Password\?/)).toBeInTheDocument();
  });

  it('signs in with the trimmed address and stays busy while the dashboard opens', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<SignInPage />, createFakePlatform({ session: null }));
    await fillAndSubmit(user, '  ann@test.local ');
    expect(platform.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ann@test.local', password: 'secret-pass' });
    const button = screen.getByRole('button', { name: 'Signing In...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('says wrong credentials in plain words, keeps what was typed and frees the button', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ session: null });
    platform.auth.signInWithPassword.mockResolvedValueOnce({
      data: {},
      error: authError('invalid_credentials', 'Invalid login credentials'),
    });
    renderWithPlatform(<SignInPage />, platform);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password. Please check both and try again.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ann@test.local');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('secret-pass');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('asks for the e-mail and password on their fields before any call', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<SignInPage />, createFakePlatform({ session: null }));
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    await user.type(email, 'ann');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(platform.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('a new attempt clears the previous failure', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ session: null });
    platform.auth.signInWithPassword.mockResolvedValueOnce({
      data: {},
      error: authError('invalid_credentials', 'Invalid login credentials'),
    });
    renderWithPlatform(<SignInPage />, platform);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains rate limiting', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ session: null });
    platform.auth.signInWithPassword.mockResolvedValueOnce({
      data: {},
      error: authError('over_request_rate_limit', 'Request rate limit reached', 429),
    });
    renderWithPlatform(<SignInPage />, platform);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
  });

  it('the password has a show/hide toggle', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<SignInPage />, createFakePlatform({ session: null }));
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends a signed-in visitor to / once supabase-js confirms the session', async () => {
    const session = fakeSession('ann@test.local');
    const { platform } = renderWithPlatform(<SignInPage />, createFakePlatform({ session }));
    await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('/', { replace: true }));
  });

  it('does not bounce to / while a sign-out is still being announced', async () => {
    const platform = createFakePlatform({ session: fakeSession('ann@test.local') });
    platform.auth.getSession.mockResolvedValue({ data: { session: null }, error: null });
    renderWithPlatform(<SignInPage />, platform);
    await waitFor(() => expect(platform.auth.getSession).toHaveBeenCalled());
    expect(platform.navigate).not.toHaveBeenCalled();
  });

  it('does not open / for a session supabase-js holds that the state does not yet describe (its code may be due)', async () => {
    const platform = createFakePlatform({ session: fakeSession('ann@test.local') });
    platform.auth.getSession.mockResolvedValue({ data: { session: fakeSecondFactorSession('bob@test.local') }, error: null });
    renderWithPlatform(<SignInPage />, platform);
    await waitFor(() => expect(platform.auth.getSession).toHaveBeenCalled());
    expect(platform.navigate).not.toHaveBeenCalled();
  });

  it('shows an error a failed Google return carried here', () => {
    window.history.pushState(null, '', '/signin?auth_error=No%20user%20session%20found');
    renderWithPlatform(<SignInPage />, createFakePlatform({ session: null }));
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in did not complete: No user session found');
  });

  it('the carried error goes away with the next attempt', async () => {
    window.history.pushState(null, '', '/signin?auth_error=No%20user%20session%20found');
    const user = userEvent.setup();
    renderWithPlatform(<SignInPage />, createFakePlatform({ session: null }));
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
