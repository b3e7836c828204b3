import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES } from 'shared-ui';
import { createFakePlatform, fakeSupabase, renderWithStore, type FakeFailure } from 'shared-ui/testing';
import { creditApi } from '../../../lib/api';
import { href } from '../../../lib/links';
import { PURCHASE_ORDERS, RECEIVABLES, type DocumentedRecord } from '../record-kinds';
import { RecordsScreen } from './RecordsScreen';

// A receivable as the api's select answers it (date read as `date`, documents embedded): the fake answers rows as given.
const receivable = (id: string, vendor: string, amount: number, status: string, date: string | null): DocumentedRecord => ({
  id,
  user_id: 'u1',
  vendor_name: vendor,
  amount,
  status,
  date,
  created_at: `2026-11-0${id}T00:00:00Z`,
  documents: [],
});

function renderScreen(kind = RECEIVABLES, records: DocumentedRecord[] = [], failures: { purchase_orders?: FakeFailure } = {}) {
  const fake = fakeSupabase({
    tables: { account_receivables: kind === RECEIVABLES ? records : [], purchase_orders: kind === PURCHASE_ORDERS ? records : [] },
    failures,
  });
  const platform = createFakePlatform({ supabase: fake.client });
  return { ...renderWithStore(<RecordsScreen kind={kind} />, creditApi, platform), platform, fake };
}

describe('RecordsScreen (receivables)', () => {
  it('shows amounts in USD with two decimals, the date as a day and overdue as OverDue, under the screen title', async () => {
    renderScreen(RECEIVABLES, [
      receivable('1', 'Acme Supplies', 1250.5, 'overdue', '2026-12-12'),
      receivable('2', 'Globex', 10, 'pending', null),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Account Receivables' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Acme Supplies' });
    expect(within(card).getByText('$1,250.50')).toBeInTheDocument();
    expect(within(card).getByText('OverDue')).toBeInTheDocument();
    expect(within(card).getByText('Dec 12, 2026')).toBeInTheDocument();
    expect(within(card).getByText('No documents yet.')).toBeInTheDocument();
    const undated = screen.getByRole('article', { name: 'Globex' });
    expect(within(undated).getByText('Due Date').nextElementSibling).toHaveTextContent(/^-$/);
  });

  it('?focus=<record id> (a search result): that record is highlighted and brought into view, the others not', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    window.history.replaceState(null, '', `${href('account-receivables')}?focus=2`);
    try {
      renderScreen(RECEIVABLES, [receivable('1', 'Acme Supplies', 100, 'approved', null), receivable('2', 'Globex', 200, 'pending', null)]);
      const card = await screen.findByRole('article', { name: 'Globex' });
      expect(card).toHaveAttribute('data-focused', 'true');
      expect(screen.getByRole('article', { name: 'Acme Supplies' })).not.toHaveAttribute('data-focused');
      expect(scroll.mock.contexts[0]).toBe(card);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows the empty state', async () => {
    renderScreen(RECEIVABLES, []);
    expect(await screen.findByText('No account receivables yet')).toBeInTheDocument();
  });
});

describe('RecordsScreen (purchase orders)', () => {
  it('creates an order with its date in order_date', async () => {
    const user = userEvent.setup();
    const { platform, fake } = renderScreen(PURCHASE_ORDERS);
    await user.click(await screen.findByRole('button', { name: '+ Add Purchase Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Purchase Order' });
    await user.type(within(dialog).getByLabelText(/Vendor Name/), 'Office Depot');
    await user.type(within(dialog).getByLabelText(/Amount/), '$1,250.50');
    await user.type(within(dialog).getByLabelText(/Order Date/), '2026-11-02');
    await user.click(within(dialog).getByRole('button', { name: 'Add Purchase Order' }));
    expect(platform.toast.success).toHaveBeenCalledWith('Purchase order created successfully!');
    expect(fake.rows('purchase_orders')).toEqual([
      expect.objectContaining({ vendor_name: 'Office Depot', amount: 1250.5, order_date: '2026-11-02', status: 'pending' }),
    ]);
  });

  // One rule (docs/architecture.md): a Form shows its own failure and its endpoint says so (CALLER_SHOWS_ERROR).
  it('a failed save shows its message exactly once: in the form, never toasted as well', async () => {
    const user = userEvent.setup();
    const { platform } = renderScreen(PURCHASE_ORDERS, [], {
      purchase_orders: { message: 'new row violates row-level security policy', code: '42501' },
    });
    await user.click(await screen.findByRole('button', { name: '+ Add Purchase Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Purchase Order' });
    await user.type(within(dialog).getByLabelText(/Vendor Name/), 'Office Depot');
    await user.type(within(dialog).getByLabelText(/Amount/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add Purchase Order' }));
    // The failed-mutation toast, were there one, is dispatched with the rejection, before the form hears of it.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.forbidden);
    const toastMocks = [platform.toast, platform.toast.error, platform.toast.success];
    const toasts = toastMocks.reduce((n, toast) => n + toast.mock.calls.length, 0);
    expect(toasts + screen.queryAllByText(ERROR_MESSAGES.forbidden).length).toBe(1);
    expect(within(dialog).getByLabelText(/Vendor Name/)).toHaveValue('Office Depot');
  });
});
