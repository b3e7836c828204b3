import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, renderWithStore, seriousAxeViolations } from 'shared-ui/testing';
import { setupApi } from '../../../app/api';
import { BankAccountsPage } from './BankAccountsPage';

// Only the supabase client is faked (no server in unit tests): `from('bank_accounts')` answers from a list.
function fakeDb(initial: object[], failInsert?: { code: string; message: string }) {
  const rows = [...initial];
  const answer = (data: unknown, error: unknown = null) => ({ data, error, status: error ? 400 : 200 });
  const from = jest.fn(() => {
    let op: 'select' | 'insert' = 'select';
    let inserted: object | null = null;
    const builder = {
      select: () => builder,
      order: () => builder,
      single: () => builder,
      insert: (row: object) => ((op = 'insert'), (inserted = row), builder),
      then: (resolve: (a: unknown) => unknown) => {
        if (op === 'insert') {
          if (failInsert) return Promise.resolve(answer(null, failInsert)).then(resolve);
          const row = { id: `id-${rows.length + 1}`, user_id: 'u1', created_at: '', ...inserted };
          rows.push(row);
          return Promise.resolve(answer(row)).then(resolve);
        }
        return Promise.resolve(answer([...rows])).then(resolve);
      },
    };
    return builder;
  });
  return { from, auth: {} };
}

const stored = {
  id: 'a1', user_id: 'u1', bank_name: 'Chase', account_number: '123456789', routing_number: '021000021', account_owner: 'Ann',
  date_opened: '2024-03-15', notes: null, business_account_url: 'javascript:alert(1)', monthly_fees: 15, is_debit_card: true,
  is_credit_card: false, is_cd_account: false, is_savings: false, created_at: '',
};

describe('BankAccountsPage', () => {
  it('shows each account as a card, numbers masked until revealed, unsafe URLs as text', async () => {
    const { container } = renderWithStore(<BankAccountsPage />, setupApi, createFakePlatform({ supabase: fakeDb([stored]) }));
    const card = await screen.findByRole('article', { name: 'Chase' });
    expect(within(card).queryByText('123456789')).not.toBeInTheDocument();
    expect(within(card).getByText('••••6789')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Show account number' }));
    expect(within(card).getByText('123456789')).toBeInTheDocument();
    expect(within(card).getByText('$15.00')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('adds an account through the modal and says so', async () => {
    const platform = createFakePlatform({ supabase: fakeDb([]) });
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
      supabase: fakeDb([], { code: '23514', message: 'new row violates check constraint "bank_accounts_monthly_fees_not_negative"' }),
    });
    renderWithStore(<BankAccountsPage />, setupApi, platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Add an Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an Account' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Bank Name/ }), 'Wells');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Account' }));
    expect(await within(dialog).findByText('Monthly fees cannot be negative.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Bank Name/ })).toHaveValue('Wells');
    await new Promise((r) => setTimeout(r, 10));
    expect(platform.toast.error).not.toHaveBeenCalled();
  });
});
