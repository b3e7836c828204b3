import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authError, fakeSession, renderWithPlatform, createFakePlatform, tamperedSession } from 'shared-ui/testing';
import { UpdatePasswordPage } from './UpdatePasswordPage';

// Only the supabase client (the network boundary) is faked; the page, hooks and platform wiring are real.

const recovery = () => createFakePlatform({ session: fakeSession('ann@test.local', ['recovery']) });

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.type(await screen.findByLabelText(/^New Password/), password);
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('Update Password', () => {
  it('in a recovery session shows the account address read-only with New and Confirm', async () => {
    renderWithPlatform(<UpdatePasswordPage />, recovery());
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveValue('ann@test.local');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });

  it('"Passwords do not match." without any call', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<UpdatePasswordPage />, recovery());
    await submit(user, 'New-pass-1', 'New-pass-2');
    const confirm = screen.getByLabelText(/^Confirm Password/);
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Passwords do not match.'));
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveFocus();
    expect(platform.auth.updateUser).not.toHaveBeenCalled();
    expect(platform.toast.error).not.toHaveBeenCalled();
  });

  it('"Updating" while busy, then the toast, sign-out and /signin', async () => {
    const user = userEvent.setup();
    const platform = recovery();
    let answer: (v: { data: unknown; error: unknown }) => void = () => undefined;
    platform.auth.updateUser.mockReturnValueOnce(new Promise((r) => (answer = r)));
    renderWithPlatform(<UpdatePasswordPage />, platform);
    await submit(user, 'New-pass-1', 'New-pass-1');
    expect(platform.auth.updateUser).toHaveBeenCalledWith({ password: 'New-pass-1' });
    expect(screen.getByRole('button', { name: 'Updating' })).toBeDisabled();
    answer({ data: { user: {} }, error: null });
    await waitFor(() => expect(platform.signOut).toHaveBeenCalled());
    expect(platform.toast.success).toHaveBeenCalledWith('Password successfully changed');
  });

  it('an unexplained failure: "Something went wrong." inline and in a toast', async () => {
    const user = userEvent.setup();
    const platform = recovery();
    platform.auth.updateUser.mockResolvedValueOnce({ data: {}, error: authError('unexpected_failure', '', 500) });
    renderWithPlatform(<UpdatePasswordPage />, platform);
    await submit(user, 'New-pass-1', 'New-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(platform.toast.error).toHaveBeenCalledWith('Something went wrong.');
    expect(platform.signOut).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  });

  it('an explained failure says what to do, on the new password when it is about it', async () => {
    const user = userEvent.setup();
    const platform = recovery();
    platform.auth.updateUser.mockResolvedValueOnce({
      data: {},
      error: authError('same_password', 'New password should be different from the old password.', 422),
    });
    renderWithPlatform(<UpdatePasswordPage />, platform);
    await submit(user, 'Old-pass-1', 'Old-pass-1');
    const message = 'The new password must be different from your current password.';
    await waitFor(() => expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('Old-pass-1');
    expect(platform.toast.error).toHaveBeenCalledWith(message);
  });

  it('New and Confirm are required', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<UpdatePasswordPage />, recovery());
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('New Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription('Confirm Password is required');
    expect(platform.auth.updateUser).not.toHaveBeenCalled();
  });

  it.each([
    ['no session', null],
    ['an ordinary session', fakeSession('ann@test.local', ['password'])],
  ])('with %s it explains the link is invalid or expired and offers a new one', async (_label, session) => {
    renderWithPlatform(<UpdatePasswordPage />, createFakePlatform({ session }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });

  it.each([
    ['a reset link', ['recovery']],
    ['an invitation', ['invite']],
  ])('a session of %s whose token does not verify is not taken for one: the link is invalid', async (_label, methods) => {
    const platform = createFakePlatform({ session: tamperedSession(fakeSession('ann@test.local', methods)) });
    renderWithPlatform(<UpdatePasswordPage />, platform);
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(platform.auth.getClaims).toHaveBeenCalledWith(platform.getSession().session?.access_token);
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });

  it.each([
    ['the keys unreachable', () => Promise.resolve({ data: null, error: authError('', 'Failed to fetch', 0) })],
    ['a key it cannot import', () => Promise.reject(new DOMException('Unsupported key', 'NotSupportedError'))],
  ])('a token auth-js cannot verify now (%s) is not taken for a reset link either', async (_label, answer) => {
    const platform = recovery();
    platform.auth.getClaims!.mockImplementation(answer);
    renderWithPlatform(<UpdatePasswordPage />, platform);
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
  });

  it('a PASSWORD_RECOVERY event opens the form', async () => {
    const platform = createFakePlatform({ session: null });
    let emit: (event: string, session: unknown) => void = () => undefined;
    platform.auth.onAuthStateChange.mockImplementation((cb: typeof emit) => {
      emit = cb;
      return { data: { subscription: { unsubscribe: jest.fn() } } };
    });
    renderWithPlatform(<UpdatePasswordPage />, platform);
    await screen.findByRole('alert');
    act(() => emit('PASSWORD_RECOVERY', fakeSession('late@test.local', ['recovery'])));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('late@test.local');
  });
});

describe('Update Password after an invitation', () => {
  const invited = () => createFakePlatform({ session: fakeSession('ivy@test.local', ['invite']) });

  it('welcomes the invited client, sets the password, keeps them signed in and opens the portal', async () => {
    const user = userEvent.setup();
    const platform = invited();
    renderWithPlatform(<UpdatePasswordPage />, platform);
    expect(await screen.findByText('Welcome to the Business Portal. Choose the password you will sign in with.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ivy@test.local');
    await submit(user, 'New-pass-1', 'New-pass-1');
    await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(platform.auth.updateUser).toHaveBeenCalledWith({ password: 'New-pass-1' });
    expect(platform.toast.success).toHaveBeenCalledWith('Your password is set. Welcome!');
    expect(platform.signOut).not.toHaveBeenCalled();
  });

  it('a session that began with a password is neither: the link is invalid here', async () => {
    renderWithPlatform(<UpdatePasswordPage />, createFakePlatform({ session: fakeSession('ann@test.local', ['password']) }));
    expect(await screen.findByText(/This password reset link is invalid or has expired/)).toBeInTheDocument();
  });
});

describe("Update Password opened by an invitation link (GoTrue's implicit-flow tokens)", () => {
  it('hands the tokens to auth.setSession, clears them from the address, and shows the form', async () => {
    const platform = createFakePlatform({ session: null });
    const invited = fakeSession('ivy@test.local', ['invite']);
    const setSession = jest.fn(() => {
      platform.auth.getSession.mockResolvedValue({ data: { session: invited }, error: null });
      return Promise.resolve({ data: { session: invited }, error: null });
    });
    Object.assign(platform.auth, { setSession });
    window.history.pushState(
      null,
      '',
      '/update-password#access_token=a.b.c&refresh_token=r1&expires_in=3600&token_type=bearer&type=invite',
    );
    renderWithPlatform(<UpdatePasswordPage />, platform);
    expect(await screen.findByText('Welcome to the Business Portal. Choose the password you will sign in with.')).toBeInTheDocument();
    expect(setSession).toHaveBeenCalledWith({ access_token: 'a.b.c', refresh_token: 'r1' });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/update-password');
  });

  it('tokens of another kind are not taken from the address', async () => {
    const platform = createFakePlatform({ session: null });
    const setSession = jest.fn();
    Object.assign(platform.auth, { setSession });
    window.history.pushState(null, '', '/update-password#access_token=a.b.c&refresh_token=r1&type=magiclink');
    renderWithPlatform(<UpdatePasswordPage />, platform);
    expect(await screen.findByText(/This password reset link is invalid or has expired/)).toBeInTheDocument();
    expect(setSession).not.toHaveBeenCalled();
  });
});
