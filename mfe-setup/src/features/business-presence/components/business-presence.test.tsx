import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ThemeProvider } from 'shared-ui';
import { createFakePlatform, fakeSupabase, renderWithStore, seriousAxeViolations } from 'shared-ui/testing';
import { setupApi } from '../../../lib/api';
import type { BusinessAccount } from '../types';
import { AddAccountModal } from './AddAccountModal';
import { BusinessAccountCard } from './BusinessAccountCard';
import BusinessPresencePage from './BusinessPresencePage';

// Typing-heavy journeys: generous time on a shared, busy machine.
jest.setTimeout(30_000);

// The save/delete callbacks are the API boundary (jest functions); e2e/setup/business-presence.spec.ts runs the real ones.
const account: BusinessAccount = {
  id: 'a1',
  name: 'Dun & Bradstreet',
  description: 'Business credit file',
  status: 'Active',
  business_account_url: 'dnb.com',
  notes: 'Check monthly',
  created_at: '2026-11-01T00:00:00Z',
  business_account_details: [
    // Every detail is sealed in the credential vault, whatever its label: the row holds the mask, onReveal answers the value.
    { id: 'd1', business_account_id: 'a1', label: 'Username', value: '••••••••' },
    { id: 'd2', business_account_id: 'a1', label: 'Password', value: '••••••••' },
  ],
};

const renderCard = (props: Partial<Parameters<typeof BusinessAccountCard>[0]> = {}) => {
  const handlers = {
    onSave: jest.fn(() => Promise.resolve()),
    onDelete: jest.fn(() => Promise.resolve()),
    onCopied: jest.fn(),
    onReveal: jest.fn((id: string) => Promise.resolve(id === 'd1' ? 'demo@business.example' : 'S3cret!')),
  };
  render(
    <ThemeProvider>
      <BusinessAccountCard account={account} {...handlers} {...props} />
    </ThemeProvider>,
  );
  return { ...handlers, ...props, user: userEvent.setup({ delay: null }) };
};

describe('business account card', () => {
  it('shows status, every detail masked with copy from the vault, and the URL with https://', async () => {
    const { user, onCopied } = renderCard();
    const card = screen.getByRole('article', { name: 'Dun & Bradstreet' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).queryByText('demo@business.example')).not.toBeInTheDocument();
    expect(within(card).queryByText('S3cret!')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Business Url/ })).toHaveAttribute('href', 'https://dnb.com');
    await user.click(within(card).getByRole('button', { name: 'Copy Username' }));
    expect(onCopied).toHaveBeenCalledWith('Username copied to clipboard!');
    expect(await navigator.clipboard.readText()).toBe('demo@business.example');
    await user.click(within(card).getByRole('button', { name: 'Show Password' }));
    expect(await within(card).findByText('S3cret!')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('a card without a URL shows the disabled pill', () => {
    render(
      <ThemeProvider>
        <BusinessAccountCard
          account={{ ...account, business_account_url: '' }}
          onSave={jest.fn()}
          onDelete={jest.fn()}
          onCopied={jest.fn()}
          onReveal={jest.fn()}
        />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('link', { name: /Business Url/ })).not.toBeInTheDocument();
    expect(screen.getByText('Business Url')).toHaveAttribute('aria-disabled', 'true');
  });

  it('edit saves the fields and detail values; a failure keeps edit mode open with what was typed', async () => {
    const onSave = jest
      .fn()
      .mockRejectedValueOnce(apiError({ status: 400, message: 'Could not update Password' }))
      .mockResolvedValueOnce(undefined);
    const { user } = renderCard({ onSave });
    await user.click(screen.getByRole('button', { name: 'Edit Dun & Bradstreet' }));
    const form = screen.getByRole('form', { name: 'Edit Dun & Bradstreet' });
    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), 'N3w!');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Could not update Password');
    expect(within(form).getByLabelText('Password')).toHaveValue('N3w!');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Dun & Bradstreet' })).not.toBeInTheDocument());
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({
        id: 'a1',
        name: 'Dun & Bradstreet',
        business_account_url: 'dnb.com',
        details: [
          { label: 'Username', value: '••••••••' },
          { label: 'Password', value: 'N3w!' },
        ],
      }),
    );
  });

  it('delete asks first', async () => {
    const { user, onDelete } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete Dun & Bradstreet' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(account);
  });
});

describe('Add Account modal', () => {
  it('does nothing without an Account Name; saves name, URL and two access details', async () => {
    const onAdd = jest.fn(() => Promise.resolve());
    const onClose = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <ThemeProvider>
        <AddAccountModal onClose={onClose} onAdd={onAdd} />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add Account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Account Name/), 'Google Business');
    await user.type(screen.getByLabelText('Account Url'), 'business.google.com');
    await user.type(screen.getByLabelText('Label 1'), 'Username');
    await user.type(screen.getByLabelText('Value 1'), 'owner@acme.test');
    await user.click(screen.getByRole('button', { name: 'Add Access Detail' }));
    await user.type(screen.getByLabelText('Label 2'), 'Password');
    await user.type(screen.getByLabelText('Value 2'), 'pw-123');
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(onAdd).toHaveBeenCalledWith({
      name: 'Google Business',
      business_account_url: 'business.google.com',
      description: '',
      notes: '',
      details: [
        { label: 'Username', value: 'owner@acme.test' },
        { label: 'Password', value: 'pw-123' },
      ],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a failure keeps the modal and what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <ThemeProvider>
        <AddAccountModal onClose={jest.fn()} onAdd={() => Promise.reject(apiError({ status: 500, message: 'Something went wrong.' }))} />
      </ThemeProvider>,
    );
    await user.type(screen.getByLabelText(/^Account Name/), 'Yelp');
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByLabelText(/^Account Name/)).toHaveValue('Yelp');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});

describe('Business Presence page (the supabase client faked: no server in DOM tests; e2e/setup/business-presence.spec.ts runs the real one)', () => {
  const stored = { ...account, user_id: 'u1' };
  const details = account.business_account_details.map((d, i) => ({ ...d, position: i + 1 }));

  it('adds an account with its details in one request, and shows a failure once, in the form (no toast)', async () => {
    const db = fakeSupabase({
      tables: { business_accounts: [stored], business_account_details: details },
      rpc: { add_business_account: () => 'a2' },
    });
    const platform = createFakePlatform({ supabase: db.client });
    renderWithStore(<BusinessPresencePage />, setupApi, platform);
    expect(await screen.findByRole('article', { name: 'Dun & Bradstreet' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });

    db.fail('rpc:add_business_account', {
      code: '23514',
      message: 'new row violates check constraint "business_accounts_name_required"',
      status: 400,
    });
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Account' });
    await user.type(within(dialog).getByLabelText(/^Account Name/), 'Yelp');
    await user.type(within(dialog).getByLabelText('Label 1'), 'Username');
    await user.click(within(dialog).getByRole('button', { name: 'Add Account' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(platform.toast.error).not.toHaveBeenCalled();

    db.fail('rpc:add_business_account', null);
    await user.click(within(dialog).getByRole('button', { name: 'Add Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Account' })).not.toBeInTheDocument());
    expect(db.callsTo('rpc:add_business_account').at(-1)?.steps[0]).toEqual([
      'rpc',
      [
        {
          account_name: 'Yelp',
          account_url: '',
          account_description: '',
          account_notes: '',
          access_details: [{ label: 'Username', value: '' }],
        },
      ],
    ]);
    expect(db.callsTo('business_account_details')).toEqual([]);
    expect(platform.toast.error).not.toHaveBeenCalled();
  });

  it('a failed delete is toasted once (nobody else shows it)', async () => {
    const db = fakeSupabase({
      tables: { business_accounts: [stored] },
      failures: { business_accounts: { code: '42501', message: 'permission denied', status: 403 } },
    });
    const platform = createFakePlatform({ supabase: db.client });
    renderWithStore(<BusinessPresencePage />, setupApi, platform);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Dun & Bradstreet' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledTimes(1));
    expect(platform.toast.error).toHaveBeenCalledWith('You do not have permission to do that.');
  });
});
