import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authError, createFakePlatform, fakeAuth, fakeSecondFactorSession, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { setupApi } from '../../../../lib/api';
import { TwoFactorSettings } from './TwoFactorSettings';

// Typing-heavy journeys: generous time on a shared, busy machine.
jest.setTimeout(30_000);

const WRONG_CODE = 'That code is not right. Enter the code your authenticator app shows now.';

// Only the supabase client (the auth server boundary) is faked; the api, its failed-mutation toast and the form are real.
function setup(session = fakeSecondFactorSession()) {
  const db = fakeSupabase({ auth: fakeAuth(session) });
  const platform = createFakePlatform({ session, supabase: db.client });
  renderWithStore(<TwoFactorSettings />, setupApi, platform);
  return { platform, auth: db.auth, user: userEvent.setup({ delay: null }) };
}

/** Lets the failed-mutation toast run if it were to (it reads the rejection at once, or not at all). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('Two-factor sign-in: one message per failure', () => {
  it('a refused code shows its message once: on the code field, not toasted too', async () => {
    const { platform, auth, user } = setup();
    auth.mfa.challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: authError('mfa_verification_failed', 'Invalid TOTP code entered', 422),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Authenticator App' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Up Authenticator App' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.type(await within(dialog).findByLabelText(/^Authentication Code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    expect(await within(dialog).findByText(WRONG_CODE)).toBeInTheDocument();
    await settle();
    expect(screen.getAllByText(WRONG_CODE)).toHaveLength(1);
    expect(platform.toast.error).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/^Authentication Code/)).toHaveValue('000000');
  });

  it('a refused removal is toasted once (the failed-mutation toast; the list shows nothing of its own)', async () => {
    const { platform, auth, user } = setup();
    auth.mfa.unenroll.mockResolvedValueOnce({ data: null, error: authError('unexpected_failure', 'boom', 500) });
    await user.click(await screen.findByRole('button', { name: 'Remove Phone' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove Authenticator App?' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalled());
    await settle();
    expect(platform.toast.error).toHaveBeenCalledTimes(1);
    expect(platform.toast.success).not.toHaveBeenCalled();
  });
});
