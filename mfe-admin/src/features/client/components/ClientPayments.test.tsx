import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { adminApi } from '../../../lib/api';
import { ClientPayments } from './ClientPayments';

// Only the supabase client is faked (no server in unit tests): the one fake of shared-ui/testing.
// Typing-heavy: generous time on a shared, busy machine.
jest.setTimeout(30_000);

const FORBIDDEN = 'You do not have permission to do that.';
const stored = {
  id: 'p1',
  user_id: 'c1',
  description: 'Deposit',
  amount: 1600,
  date: '2026-11-02',
  status: 'completed',
  included: false,
  created_at: '2026-11-02T10:00:00Z',
};

async function fillPayment(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText(/Description/), 'Second installment');
  await userEvent.type(within(dialog).getByLabelText(/Amount/), '1600');
  await userEvent.type(within(dialog).getByLabelText(/Date/), '2026-12-02');
}

describe('ClientPayments', () => {
  it('adds a payment through the modal; it joins the history', async () => {
    const fake = fakeSupabase({ tables: { payments: [stored] } });
    renderWithStore(<ClientPayments userId="c1" />, adminApi, createFakePlatform({ supabase: fake.client }));
    expect(await screen.findByRole('row', { name: /Deposit/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Payment' });
    await fillPayment(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Payment' }));
    expect(await screen.findByRole('row', { name: /Second installment/ })).toBeInTheDocument();
    expect(fake.rows('payments')).toContainEqual(
      expect.objectContaining({ user_id: 'c1', description: 'Second installment', amount: 1600, status: 'pending' }),
    );
  });

  it('shows a failed save exactly once: in the form, never toasted too; the values stay', async () => {
    const fake = fakeSupabase({
      tables: { payments: [stored] },
      failures: { payments: { code: '42501', message: 'new row violates row-level security policy for table "payments"' } },
    });
    const platform = createFakePlatform({ supabase: fake.client });
    renderWithStore(<ClientPayments userId="c1" />, adminApi, platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Payment' });
    await fillPayment(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Payment' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FORBIDDEN);
    const toasted = [...platform.toast.error.mock.calls, ...platform.toast.mock.calls].filter(([message]) => message === FORBIDDEN);
    expect(screen.getAllByText(FORBIDDEN).length + toasted.length).toBe(1);
    expect(within(dialog).getByLabelText(/Description/)).toHaveValue('Second installment');
  });

  it('shows a failed edit exactly once as well', async () => {
    const fake = fakeSupabase({
      tables: { payments: [stored] },
      failures: { payments: { code: '42501', message: 'permission denied for table payments' } },
    });
    const platform = createFakePlatform({ supabase: fake.client });
    renderWithStore(<ClientPayments userId="c1" />, adminApi, platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit payment Deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FORBIDDEN);
    expect(screen.getAllByText(FORBIDDEN)).toHaveLength(1);
    expect(platform.toast.error).not.toHaveBeenCalled();
  });

  it("records a payment against one of the client's open requests; the table says what it is for", async () => {
    const request = {
      id: 'r1',
      user_id: 'c1',
      program: 'Standard Business Build-Out Program',
      plan: 'Pay in full: $3,200',
      status: 'contacted',
      created_at: '2026-11-02T10:00:00Z',
    };
    const closed = { ...request, id: 'r0', status: 'closed', program: 'Advanced Business Build-Out Program' };
    const fake = fakeSupabase({ tables: { payments: [], program_requests: [request, closed] } });
    renderWithStore(<ClientPayments userId="c1" />, adminApi, createFakePlatform({ supabase: fake.client }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Payment' });
    await fillPayment(dialog);
    const choice = within(dialog).getByLabelText('For program request');
    // Closed requests are not offered.
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Standard Business Build-Out Program (Nov 2, 2026)']);
    await userEvent.selectOptions(choice, 'r1');
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'completed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Payment' }));
    const row = await screen.findByRole('row', { name: /Second installment/ });
    expect(row).toHaveTextContent('Standard Business Build-Out Program (Nov 2, 2026)');
    expect(row).toHaveTextContent('Completed');
    expect(fake.rows('payments')).toContainEqual(expect.objectContaining({ program_request_id: 'r1', status: 'completed' }));
  });
});
