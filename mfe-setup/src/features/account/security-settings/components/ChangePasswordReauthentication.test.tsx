import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authError, createFakePlatform, fakeSessionState, fakeSupabase, renderWithStore, seriousAxeViolations } from 'shared-ui/testing';
import { setupApi } from '../../../../lib/api';
import { SecuritySettingsCard } from './SecuritySettingsCard';

jest.setTimeout(30_000);

type Answer = { data: unknown; error: unknown };
const ok: Answer = { data: { user: {} }, error: null };
const needed: Answer = { data: {}, error: authError('reauthentication_needed', 'Password update requires reauthentication') };

// The auth server is the faked boundary: `updateUser` answers in turn; supabase-js's `auth.reauthenticate` is added here.
function setup(...answers: Answer[]) {
  const db = fakeSupabase();
  const updateUser = db.auth.updateUser;
  for (const answer of answers) updateUser.mockResolvedValueOnce(answer);
  const reauthenticate = jest.fn(() => Promise.resolve<Answer>({ data: {}, error: null }));
  Object.assign(db.auth, { reauthenticate });
  const platform = createFakePlatform({ session: fakeSessionState('client'), supabase: db.client });
  renderWithStore(<SecuritySettingsCard isAdmin={false} />, setupApi, platform);
  return { platform, updateUser, reauthenticate, user: userEvent.setup({ delay: null }) };
}

async function submitChange(user: ReturnType<typeof userEvent.setup>, next = 'New-pass-1') {
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  await user.type(screen.getByLabelText(/^New Password/), next);
  await user.type(screen.getByLabelText(/^Confirm New Password/), next);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('Change Password: the e-mailed code when the server asks for it', () => {
  it('has a code sent, asks for it, and retries with the code as nonce', async () => {
    const { user, updateUser, reauthenticate, platform } = setup(needed, ok);
    await submitChange(user);
    expect(await screen.findByLabelText(/^Code from the e-mail/)).toBeInTheDocument();
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(
      screen.getByText('For your security, we sent a 6-digit code to u@test.local. Enter it to change your password.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code from the e-mail/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Password changed successfully'));
    expect(updateUser).toHaveBeenLastCalledWith({ password: 'New-pass-1', nonce: '123456' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the code as the server does (6 digits) before sending it', async () => {
    const { user, updateUser } = setup(needed);
    await submitChange(user);
    await user.type(await screen.findByLabelText(/^Code from the e-mail/), '12345');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('The code is the 6 digits in the e-mail.')).toBeInTheDocument();
    expect(updateUser).toHaveBeenCalledTimes(1);
  });

  it('a wrong or expired code is said on the code; "Send a new code" sends another', async () => {
    const { user, reauthenticate } = setup(needed, {
      data: {},
      error: authError('reauthentication_not_valid', 'Verification code is invalid'),
    });
    await submitChange(user);
    await user.type(await screen.findByLabelText(/^Code from the e-mail/), '000000');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('This code is wrong or has expired. Check the latest e-mail, or send a new code.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code from the e-mail/)).toHaveAccessibleDescription(
      expect.stringContaining('This code is wrong or has expired.'),
    );
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way. Only the newest code works.')).toBeInTheDocument();
    expect(reauthenticate).toHaveBeenCalledTimes(2);
  });

  it('a new code asked for too soon: how long to wait (GoTrue 429)', async () => {
    const { user, reauthenticate } = setup(needed);
    await submitChange(user);
    await screen.findByLabelText(/^Code from the e-mail/);
    reauthenticate.mockResolvedValueOnce({
      data: {},
      error: authError('over_email_send_rate_limit', 'For security purposes, you can only request this after 51 seconds.', 429),
    });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We just sent a code. You can ask for another in 51 seconds.')).toBeInTheDocument();
  });

  it('when the code cannot be sent, the password step says so and keeps what was typed', async () => {
    const { user, reauthenticate } = setup(needed);
    reauthenticate.mockResolvedValueOnce({ data: {}, error: authError('unexpected_failure', 'Error sending reauthentication email', 500) });
    await submitChange(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send the code. Please try again.');
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('New-pass-1');
  });

  it('the current password again, found at the code step: said there', async () => {
    const { user } = setup(needed, {
      data: {},
      error: authError('same_password', 'New password should be different from the old password.', 422),
    });
    await submitChange(user);
    await user.type(await screen.findByLabelText(/^Code from the e-mail/), '123456');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The new password must be different from your current password.');
  });

  it('a new password the server would refuse keeps Update Password disabled', async () => {
    const { user, updateUser } = setup();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText(/^New Password/), 'é'.repeat(37));
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'é'.repeat(37));
    expect(screen.getByText(/Password must be at most 72 bytes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeDisabled();
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('has no serious accessibility problem at the code step', async () => {
    const { user } = setup(needed);
    await submitChange(user);
    await screen.findByLabelText(/^Code from the e-mail/);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
