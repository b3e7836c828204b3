import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'shared-ui/router';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { adminApi } from '../../../lib/api';
import ClientsPage from './ClientsPage';

jest.setTimeout(30_000);

const clients = [
  {
    id: 'c1',
    name: 'Ann Lee',
    email: 'ann@test.local',
    phone: null,
    provider: 'email',
    role: 'client',
    created_at: '2026-11-02T10:00:00Z',
    has_password: true,
  },
  {
    id: 'c2',
    name: null,
    email: 'ivy@test.local',
    phone: null,
    provider: 'email',
    role: 'client',
    created_at: '2026-12-07T05:00:00Z',
    has_password: false,
  },
];

// The data boundary (supabase-js: the get-clients and invite-client functions, the pending-invitations call) is faked.
function renderClients(pending = [{ user_id: 'c2', email: 'ivy@test.local', invited_at: '2026-12-07T05:00:00Z' }]) {
  const fake = fakeSupabase({
    functions: {
      'get-clients': () => ({ clients, total: clients.length, page: 1, per_page: 50 }),
      'invite-client': (body) => ({ id: 'c3', email: (body as { email: string }).email }),
    },
    rpc: { admin_pending_invitations: () => pending },
  });
  const platform = createFakePlatform({ supabase: fake.client });
  window.history.pushState(null, '', '/clients');
  renderWithStore(
    <BrowserRouter>
      <ClientsPage />
    </BrowserRouter>,
    adminApi,
    platform,
  );
  return { fake, platform, user: userEvent.setup({ delay: null }) };
}

describe('Clients: inviting a client', () => {
  it('marks the invitations not accepted yet, in their own list and on the client row', async () => {
    renderClients();
    const table = await screen.findByRole('table', { name: 'Clients' });
    const ivy = within(table).getByRole('row', { name: /ivy@test.local/ });
    expect(within(ivy).getByText('Invitation pending')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Ann Lee/ })).queryByText('Invitation pending')).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Invitations not accepted yet' });
    expect(within(section).getByText('ivy@test.local')).toBeInTheDocument();
  });

  it('shows no pending list when every invitation was accepted', async () => {
    renderClients([]);
    await screen.findByRole('table', { name: 'Clients' });
    expect(screen.queryByRole('region', { name: 'Invitations not accepted yet' })).not.toBeInTheDocument();
  });

  it('invites by e-mail through the invite-client function, the link landing on the password page', async () => {
    const { fake, platform, user } = renderClients([]);
    await user.click(await screen.findByRole('button', { name: 'Invite Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Client' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(fake.callsTo('functions:invite-client')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), ' new@test.local ');
    await user.type(within(dialog).getByLabelText(/^Name/), 'New Client');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Invitation sent to new@test.local.'));
    expect(fake.callsTo('functions:invite-client')[0].steps).toEqual([
      ['invoke', [{ email: 'new@test.local', name: 'New Client', redirect_to: `${window.location.origin}/update-password` }]],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list and the pending invitations are asked for again.
    await waitFor(() => expect(fake.callsTo('rpc:admin_pending_invitations').length).toBeGreaterThan(1));
  });

  it("says the function's reason in the dialog, once, and keeps what was typed", async () => {
    const { fake, platform, user } = renderClients([]);
    fake.fail('functions:invite-client', { message: 'Forbidden', status: 403 });
    await user.click(await screen.findByRole('button', { name: 'Invite Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Client' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'new@test.local');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('new@test.local');
    expect(platform.toast.error).not.toHaveBeenCalled();
  });
});
