import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../../lib/browser';
import { authError, renderWithPlatform, createFakePlatform } from 'shared-ui/testing';
import { AutoSignInPage } from './AutoSignInPage';
import { GoogleButton } from '../../components/GoogleButton';

// The supabase client is faked (network boundary), and so is the authorize check's fetch to the same
// auth server; jsdom does not implement navigation, so leaving the page is observed, not performed.

const AUTHORIZE = 'http://api.test/auth/v1/authorize?provider=google';
let leave: jest.SpyInstance;

function answerAuthorize(response: Partial<Response> | Error) {
  global.fetch = jest.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response as Response)));
}

beforeEach(() => {
  leave = jest.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
  answerAuthorize({ type: 'opaqueredirect', status: 0 });
});
afterEach(() => leave.mockRestore());

describe('Google sign-in', () => {
  it('asks for offline access with a consent prompt, returns to the callback page, and leaves for Google', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<GoogleButton label="Sign In with Google" />, createFakePlatform({ session: null }));
    await user.click(screen.getByRole('button', { name: 'Sign In with Google' }));
    expect(platform.auth.signInWithOAuth).toHaveBeenCalledWith({
      provider: 'google',
      options: {
        redirectTo: 'http://localhost/signup/v/user/grant',
        queryParams: { access_type: 'offline', prompt: 'consent' },
        skipBrowserRedirect: true,
      },
    });
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTHORIZE));
    expect(global.fetch).toHaveBeenCalledWith(AUTHORIZE, { redirect: 'manual', credentials: 'omit' });
    expect(screen.getByRole('button', { name: 'Redirecting to Google...' })).toBeDisabled();
  });

  it('Google not configured on the server: a clear message, the page stays', async () => {
    const user = userEvent.setup();
    answerAuthorize({
      type: 'cors',
      status: 400,
      json: () => Promise.resolve({ code: 400, error_code: 'validation_failed', msg: 'Unsupported provider: Provider is not enabled' }),
    });
    renderWithPlatform(<GoogleButton label="Sign In with Google" />, createFakePlatform({ session: null }));
    await user.click(screen.getByRole('button', { name: 'Sign In with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google sign-in is not set up on this server yet. Please use your e-mail and password instead.',
    );
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In with Google' })).toBeEnabled();
  });

  it('provider or server unreachable: says Google sign-in is unavailable', async () => {
    const user = userEvent.setup();
    answerAuthorize(new TypeError('Failed to fetch'));
    renderWithPlatform(<GoogleButton label="Sign Up with Google" />, createFakePlatform({ session: null }));
    await user.click(screen.getByRole('button', { name: 'Sign Up with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in is unavailable right now.');
  });

  it("a supabase-js error: 'Error signing in with Google:' and the message", async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({ session: null });
    platform.auth.signInWithOAuth.mockResolvedValueOnce({ data: {}, error: authError('unexpected_failure', 'storage unavailable') });
    renderWithPlatform(<GoogleButton label="Sign In with Google" />, platform);
    await user.click(screen.getByRole('button', { name: 'Sign In with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error signing in with Google: storage unavailable');
  });

  it('/signin/auto starts at once, once', async () => {
    const { platform } = renderWithPlatform(<AutoSignInPage />, createFakePlatform({ session: null }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In with Google' })).toBeInTheDocument();
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTHORIZE));
    expect(platform.auth.signInWithOAuth).toHaveBeenCalledTimes(1);
  });

  it('/signin/auto that cannot start explains, offers to try again and the way back', async () => {
    answerAuthorize({ type: 'cors', status: 400, json: () => Promise.resolve({ msg: 'Unsupported provider: Provider is not enabled' }) });
    renderWithPlatform(<AutoSignInPage />, createFakePlatform({ session: null }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in is not set up on this server yet.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });
});
