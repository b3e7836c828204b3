import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authError, createFakePlatform, renderWithPlatform } from 'shared-ui/testing';
import { SignInPage } from './SignInPage';
import { secondsToWait } from './resend-confirmation';

// The supabase client is the faked boundary; supabase-js's `auth.resend` is added to the shared fake here.

function unconfirmedPlatform() {
  const platform = createFakePlatform({ session: null });
  platform.auth.signInWithPassword.mockResolvedValue({ data: {}, error: authError('email_not_confirmed', 'Email not confirmed') });
  const resend = jest.fn((_params: unknown) => Promise.resolve({ data: {}, error: null as unknown }));
  Object.assign(platform.auth, { resend });
  return { platform, resend };
}

async function signInUnconfirmed(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), ' new@test.local ');
  await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByText('Please confirm your e-mail address first: follow the link we sent you.');
}

// Typing journeys: generous time on a shared, busy machine.
jest.setTimeout(30_000);

beforeEach(() => window.history.pushState(null, '', '/signin'));

describe('Sign In: send the confirmation e-mail again', () => {
  it('is offered only when the server says the address is not confirmed', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ session: null });
    platform.auth.signInWithPassword.mockResolvedValueOnce({
      data: {},
      error: authError('invalid_credentials', 'Invalid login credentials'),
    });
    renderWithPlatform(<SignInPage />, platform);
    await user.type(screen.getByLabelText(/^Email/), 'ann@test.local');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Send the confirmation e-mail again' })).not.toBeInTheDocument();
  });

  it('sends the sign-up confirmation to the trimmed address, back to the callback page, and says so', async () => {
    const user = userEvent.setup();
    const { platform, resend } = unconfirmedPlatform();
    renderWithPlatform(<SignInPage />, platform);
    await signInUnconfirmed(user);
    await user.click(screen.getByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'new@test.local',
      options: { emailRedirectTo: `${window.location.origin}/signup/v/user/grant` },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a new confirmation e-mail to new@test.local. Follow its link, then sign in.',
    );
  });

  it('says how long to wait when the server limits it (GoTrue 429 over_email_send_rate_limit)', async () => {
    const user = userEvent.setup();
    const { platform, resend } = unconfirmedPlatform();
    resend.mockResolvedValueOnce({
      data: {},
      error: authError('over_email_send_rate_limit', 'For security purposes, you can only request this after 42 seconds.', 429),
    });
    renderWithPlatform(<SignInPage />, platform);
    await signInUnconfirmed(user);
    await user.click(screen.getByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(await screen.findByText('We just sent an e-mail to this address. You can ask for another in 42 seconds.')).toBeInTheDocument();
    resend.mockResolvedValueOnce({ data: {}, error: authError('over_email_send_rate_limit', 'Email rate limit exceeded', 429) });
    await user.click(screen.getByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(
      await screen.findByText('Too many e-mails were sent to this address. Please wait a while before asking for another.'),
    ).toBeInTheDocument();
  });

  it('goes away when the next sign-in fails for another reason', async () => {
    const user = userEvent.setup();
    const { platform } = unconfirmedPlatform();
    renderWithPlatform(<SignInPage />, platform);
    await signInUnconfirmed(user);
    platform.auth.signInWithPassword.mockResolvedValueOnce({
      data: {},
      error: authError('invalid_credentials', 'Invalid login credentials'),
    });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Wrong e-mail or password. Please check both and try again.');
    expect(screen.queryByRole('button', { name: 'Send the confirmation e-mail again' })).not.toBeInTheDocument();
  });
});

describe('secondsToWait', () => {
  it('reads the wait GoTrue names, and nothing else', () => {
    expect(secondsToWait('For security purposes, you can only request this after 5 seconds.')).toBe(5);
    expect(secondsToWait('Email rate limit exceeded')).toBeNull();
    expect(secondsToWait(undefined)).toBeNull();
  });
});
