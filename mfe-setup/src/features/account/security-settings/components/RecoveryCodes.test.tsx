import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeAuth, fakeSecondFactorSession, fakeSession, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { setupApi } from '../../../../lib/api';
import { TwoFactorSettings } from './TwoFactorSettings';

jest.setTimeout(30_000);

const CODES = [
  'abcde-fghjk',
  'mnpqr-stuvw',
  'xyz23-45678',
  '9abcd-efghj',
  'kmnpq-rstuv',
  'wxyz2-34567',
  '89abc-defgh',
  'jkmnp-qrstu',
  'vwxyz-23456',
  '789ab-cdefg',
];

// The data boundary (supabase-js: auth.mfa and the recovery-code functions of the database) is faked.
function setup(session = fakeSession()) {
  const db = fakeSupabase({
    auth: fakeAuth(session),
    rpc: { create_recovery_codes: () => CODES, recovery_codes_left: () => 7 },
  });
  const platform = createFakePlatform({ session, supabase: db.client });
  renderWithStore(<TwoFactorSettings />, setupApi, platform);
  return { platform, db, user: userEvent.setup({ delay: null }) };
}

describe('Two-factor sign-in: recovery codes, shown before it is turned on', () => {
  it('says before set-up that recovery codes come with it', async () => {
    setup();
    expect(await screen.findByText(/Before it is turned on you get ten one-time recovery codes/)).toBeInTheDocument();
  });

  it('a first authenticator: the codes are made and shown, and the code step waits until they are saved', async () => {
    const { db, user, platform } = setup();
    await user.click(await screen.findByRole('button', { name: 'Set Up Authenticator App' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Up Authenticator App' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(db.callsTo('rpc:create_recovery_codes')).toHaveLength(1);
    expect(db.auth.mfa.challengeAndVerify).not.toHaveBeenCalled();
    expect(within(dialog).queryByLabelText(/^Authentication Code/)).not.toBeInTheDocument();
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(within(dialog).getByLabelText('I have saved my recovery codes'));
    await user.click(next);
    await user.type(await within(dialog).findByLabelText(/^Authentication Code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Two-factor sign-in is on.'));
  });

  it('a second authenticator keeps the codes the owner has', async () => {
    const { db, user } = setup(fakeSecondFactorSession());
    await user.click(await screen.findByRole('button', { name: 'Add Authenticator App' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Up Authenticator App' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByLabelText(/^Authentication Code/)).toBeInTheDocument();
    expect(db.callsTo('rpc:create_recovery_codes')).toHaveLength(0);
  });

  it('when on: how many are left, and new ones after a confirmation (the old stop working)', async () => {
    const { db, user, platform } = setup(fakeSecondFactorSession());
    expect(await screen.findByText('7 of 10 left. Each lets you in once if you lose your authenticator app.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make New Codes' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Make New Recovery Codes?' });
    expect(within(confirm).getByText('The recovery codes you have now will stop working.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Make New Codes' }));
    const shown = await screen.findByRole('dialog', { name: 'Your New Recovery Codes' });
    expect(within(shown).getAllByRole('listitem')).toHaveLength(10);
    expect(db.callsTo('rpc:create_recovery_codes')).toHaveLength(1);
    await user.click(within(shown).getByLabelText('I have saved my recovery codes'));
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('New recovery codes made. The old ones no longer work.'));
  });

  it("the server's refusal is said in the confirmation, once", async () => {
    const { db, user, platform } = setup(fakeSecondFactorSession());
    db.fail('rpc:create_recovery_codes', { message: 'Enter a code from your authenticator app first.', code: 'P0001', status: 400 });
    await user.click(await screen.findByRole('button', { name: 'Make New Codes' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Make New Recovery Codes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Make New Codes' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Enter a code from your authenticator app first.');
    expect(platform.toast.error).not.toHaveBeenCalled();
  });
});
