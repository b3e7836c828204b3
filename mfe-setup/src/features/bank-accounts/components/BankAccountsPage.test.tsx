import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, renderWithStore, seriousAxeViolations } from 'shared-ui/testing';
import { setupApi } from '../../../lib/api';
import { BankAccountsPage } from './BankAccountsPage';

// Only the supabase client is faked (no server in unit tests): the one fake of shared-ui/testing.
const stored = {
  // Sealed in the credential vault: the row holds the masks; reveal_secret answers the numbers.
  id: 'a1',
  user_id: 'u1',
  bank_name: 'Chase',
  account_number: '••••6789',
  routing_number: '••••0021',
  account_owner: 'Ann',
  date_opened: '2024-03-15',
  notes: null,
  business_account_url: 'javascript:alert(1)',
  monthly_fees: 15,
  is_debit_card: true,
  is_credit_card: false,
  is_cd_account: false,
  is_savings: false,
  created_at: '',
};

describe('BankAccountsPage', () => {
  it('shows each account as a card, numbers masked until revealed, unsafe URLs as text', async () => {
    const sealed: Record<string, string> = { account_number: '123456789', routing_number: '021000021' };
    const fake = fakeSupabase({ tables: { bank_accounts: [stored] }, rpc: { reveal_secret: (args) => sealed[String(args.secret_field)] } });
    const { container } = renderWithStore(<BankAccountsPage />, setupApi, createFakePlatform({ supabase: fake.client }));
    const card = await screen.findByRole('article', { name: 'Chase' });
    expect(within(card).queryByText('123456789')).not.toBeInTheDocument();
    expect(within(card).getByText('••••6789')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Show account number' }));
    expect(await within(card).findByText('123456789')).toBeInTheDocument();
    expect(within(card).getByText('$15.00')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('adds an account through the modal and says so', async () => {
    const platform = createFakePlatform({ supabase: fakeSupabase().client });
    renderWithStore(<BankAccountsPage />, setupApi, platform);
    expect(await screen.findByText('No bank accounts yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add an Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an Account' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Bank Name/ }), 'Wells');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Account' }));
    expect(await screen.findByRole('article', { name: 'Wells' })).toBeInTheDocument();
    expect(platform.toast.success).toHaveBeenCalledWith('Account added successfully');
  });

  it('keeps the modal and every value when the server refuses, with the message on its field', async () => {
    const platform = createFakePlatform({
      supabase: fakeSupabase({
        failures: {
          bank_accounts: { code: '23514', message: 'new row violates check constraint "bank_accounts_monthly_fees_not_negative"' },
        },
      }).client,
    });
    renderWithStore(<BankAccountsPage />, setupApi, platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Add an Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an Account' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Bank Name/ }), 'Wells');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Account' }));
    expect(await within(dialog).findByText('Monthly fees cannot be negative.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Bank Name/ })).toHaveValue('Wells');
    expect(platform.toast.error).not.toHaveBeenCalled();
  });
});
