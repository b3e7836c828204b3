import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authError, fakeSession, renderWithPlatform, createFakePlatform } from 'shared-ui/testing';
import { CallbackPage } from './CallbackPage';
import { readCallbackError } from './callback-error';

// Only the supabase client (the network boundary) is faked; the page, hooks and platform wiring are real.

const at = (url: string) => window.history.pushState(null, '', url);

describe('readCallbackError', () => {
  it('reads error_description from the hash first, then the error query parameter', () => {
    expect(readCallbackError({ hash: '#error=x&error_description=From%20hash', search: '?error=from_query' })).toBe('From hash');
    expect(readCallbackError({ hash: '', search: '?error=access_denied' })).toBe('access_denied');
    expect(readCallbackError({ hash: '#error=server_error', search: '' })).toBe('server_error');
    expect(readCallbackError({ hash: '', search: '' })).toBeNull();
  });
});

describe('the authentication callback', () => {
  it('shows "Completing authentication..." then goes to / once the shell has the session', async () => {
    at('/signup/v/user/grant');
    const platform = createFakePlatform({ session: null });
    platform.auth.getSession.mockResolvedValue({ data: { session: fakeSession('g@test.local', ['oauth']) }, error: null });
    renderWithPlatform(<CallbackPage />, platform);
    expect(screen.getByRole('heading', { level: 1, name: 'Completing authentication...' })).toBeInTheDocument();
    await waitFor(() => expect(platform.auth.getSession).toHaveBeenCalled());
    expect(platform.navigate).not.toHaveBeenCalled();
    platform.setSession(fakeSession('g@test.local', ['oauth']));
    await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('/', { replace: true }));
  });

  it.each([
    ['/signup/v/user/grant#error=access_denied&error_description=The%20user%20denied%20access', 'The user denied access'],
    ['/signup/v/user/grant?error=access_denied', 'access_denied'],
    ['/signup/v/user/grant', 'No user session found'],
  ])('%s fails with "%s"', async (url, message) => {
    at(url);
    const { platform } = renderWithPlatform(<CallbackPage />, createFakePlatform({ session: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(platform.navigate).not.toHaveBeenCalled();
  });

  it('a PKCE return the page load did not finish: the code is exchanged here', async () => {
    at('/signup/v/user/grant?code=c-123');
    const platform = createFakePlatform({ session: null });
    platform.auth.exchangeCodeForSession.mockImplementation(async () => {
      platform.setSession(fakeSession('g@test.local', ['oauth']));
      return { data: { session: fakeSession('g@test.local', ['oauth']) }, error: null };
    });
    renderWithPlatform(<CallbackPage />, platform);
    await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(platform.auth.exchangeCodeForSession).toHaveBeenCalledWith('c-123');
  });

  it('a session read that fails without a message: "Authentication failed"', async () => {
    at('/signup/v/user/grant');
    const platform = createFakePlatform({ session: null });
    platform.auth.getSession.mockResolvedValueOnce({ data: { session: null }, error: authError('unexpected_failure', '') });
    renderWithPlatform(<CallbackPage />, platform);
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
  });

  it('Return to Login goes to /signin carrying the error', async () => {
    at('/signup/v/user/grant');
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<CallbackPage />, createFakePlatform({ session: null }));
    await user.click(await screen.findByRole('button', { name: 'Return to Login' }));
    expect(platform.navigate).toHaveBeenCalledWith('/signin?auth_error=No%20user%20session%20found');
  });
});
