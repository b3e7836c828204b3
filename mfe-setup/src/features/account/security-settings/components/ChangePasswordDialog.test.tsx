import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSessionState, fakeSupabase, renderWithStore, seriousAxeViolations } from 'shared-ui/testing';
import { setupApi } from '../../../../lib/api';
import { SecuritySettingsCard } from './SecuritySettingsCard';

// Typing-heavy journeys: generous time on a shared, busy machine.
jest.setTimeout(30_000);

// Only the supabase client (the auth server boundary) is faked; the dialog, rules and platform are real.
function setup(answer: () => Promise<unknown>, role: 'client' | 'admin' = 'client') {
  const db = fakeSupabase();
  const updateUser = db.auth.updateUser.mockImplementation(answer as () => Promise<{ data: unknown; error: unknown }>);
  const platform = createFakePlatform({ session: fakeSessionState(role), supabase: db.client });
  const view = renderWithStore(<SecuritySettingsCard isAdmin={role === 'admin'} />, setupApi, platform);
  return { platform, updateUser, view, user: userEvent.setup({ delay: null }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, next: string, confirm: string) {
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  if (next) await user.type(screen.getByLabelText(/^New Password/), next);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm New Password/), confirm);
}

describe('Security Settings', () => {
  it('keeps Update Password disabled until 6+ characters and a matching confirmation are typed; asks no current password', async () => {
    const { user, updateUser } = setup(() => Promise.resolve({ data: {}, error: null }));
    await fill(user, 'abc', '');
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Update Password' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New Password/), 'def');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'abcdeX');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Confirm New Password/));
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'abcdef');
    expect(submit).toBeEnabled();
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('sends the new password to the auth server; "Updating..." then "Password changed successfully"', async () => {
    let finish: (v: unknown) => void = () => undefined;
    const { user, updateUser, platform } = setup(() => new Promise((r) => (finish = r)));
    await fill(user, 'New-pass-1', 'New-pass-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(updateUser).toHaveBeenCalledWith({ password: 'New-pass-1' });
    expect(screen.getByRole('button', { name: /Updating/ })).toBeDisabled();
    finish({ data: { user: {} }, error: null });
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Password changed successfully'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the current password again: said on New Password, the dialog stays with what was typed', async () => {
    const { user } = setup(() =>
      Promise.resolve({
        data: {},
        error: { code: 'same_password', status: 422, message: 'New password should be different from the old password.' },
      }),
    );
    await fill(user, 'Same-pass-1', 'Same-pass-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('The new password must be different from your current password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('Same-pass-1');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  });

  it('any other failure: "Failed to update password."', async () => {
    const { user } = setup(() => Promise.reject(new Error('network down')));
    await fill(user, 'New-pass-1', 'New-pass-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update password.');
  });

  it('is disabled for an admin', () => {
    setup(() => Promise.resolve({}), 'admin');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  });

  it('has no serious accessibility problem, dialog open', async () => {
    const { user } = setup(() => Promise.resolve({}));
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
