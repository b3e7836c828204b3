import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, renderWithStore, seriousAxeViolations } from 'shared-ui/testing';
import { adminApi } from '../../../lib/api';
import { ClientAuthenticators } from './ClientAuthenticators';

jest.setTimeout(30_000);

const phone = { id: 'f1', friendly_name: 'Old phone', factor_type: 'totp', status: 'verified', created_at: '2026-11-02T10:00:00Z' };

// The data boundary (supabase-js: the client-authenticators function) is faked; the section and dialog are real.
function renderSection(factors = [phone]) {
  const fake = fakeSupabase({
    functions: {
      'client-authenticators': (body) =>
        (body as { action: string }).action === 'list' ? { authenticators: factors } : { removed: 'f1', notified: true },
    },
  });
  const platform = createFakePlatform({ supabase: fake.client });
  renderWithStore(<ClientAuthenticators userId="c1" />, adminApi, platform);
  return { fake, platform, user: userEvent.setup({ delay: null }) };
}

describe("ClientAuthenticators: removing a client's lost authenticator", () => {
  it('lists the apps', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Authenticator apps' });
    expect(within(list).getByText(/Old phone/)).toBeInTheDocument();
  });

  it('says so when the client has none', async () => {
    renderSection([]);
    expect(await screen.findByText('No authenticator app: this client signs in with their password alone.')).toBeInTheDocument();
  });

  it('asks how the admin checked who is asking before anything is removed', async () => {
    const { fake, user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Remove Old phone' }));
    const dialog = screen.getByRole('alertdialog', { name: "Remove the Client's Authenticator App?" });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Say how you checked who is asking (10 to 500 characters).')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^How did you check who is asking\?/), 'asked');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Say how you checked who is asking (10 to 500 characters).')).toBeInTheDocument();
    expect(
      fake.callsTo('functions:client-authenticators').filter((c) => (c.steps[0][1][0] as { action: string }).action === 'remove'),
    ).toHaveLength(0);
  });

  it('removes it with the note, says the client was told, and reads the list again', async () => {
    const { fake, platform, user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Remove Old phone' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/^How did you check who is asking\?/), '  Called back on the number on file  ');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('“Old phone” removed. The client was told by e-mail.'));
    const bodies = fake.callsTo('functions:client-authenticators').map((c) => c.steps[0][1][0]);
    expect(bodies).toContainEqual({ action: 'remove', user_id: 'c1', factor_id: 'f1', verification: 'Called back on the number on file' });
    expect(bodies.filter((b) => (b as { action: string }).action === 'list').length).toBeGreaterThan(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog, once", async () => {
    const { fake, platform, user } = renderSection();
    await screen.findByRole('button', { name: 'Remove Old phone' });
    fake.fail('functions:client-authenticators', { message: 'Forbidden', status: 403 });
    await user.click(screen.getByRole('button', { name: 'Remove Old phone' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/^How did you check who is asking\?/), 'Called back on the number on file');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(platform.toast.error).not.toHaveBeenCalled();
    expect(platform.toast.success).not.toHaveBeenCalled();
  });

  it('has no serious accessibility problem, dialog open', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Remove Old phone' }));
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
