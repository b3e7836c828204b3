import { screen, within } from '@testing-library/react';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { creditApi } from '../../../lib/api';
import type { DocumentedRecord } from '../../../lib/records/record-kinds';
import { PaydexOutlookPanel } from './PaydexOutlookPanel';

// A purchase order as the api's select answers it (date read as `date`, documents embedded): the fake answers rows as given.
const order = (id: string, amount: number, status: string, date: string | null = null): DocumentedRecord => ({
  id,
  user_id: 'u1',
  vendor_name: `Vendor ${id}`,
  amount,
  status,
  date,
  created_at: `2026-11-0${id}T00:00:00Z`,
  documents: [],
});

// Receivables are there too, all of them long overdue: the estimate never reads them.
const overdueReceivables = ['7', '8', '9'].map((id) => ({ ...order(id, 9000, 'overdue', '2026-01-01') }));

function renderPanel(orders: DocumentedRecord[]) {
  const fake = fakeSupabase({ tables: { account_receivables: overdueReceivables, purchase_orders: orders } });
  return renderWithStore(<PaydexOutlookPanel />, creditApi, createFakePlatform({ supabase: fake.client }));
}

describe('PaydexOutlookPanel', () => {
  it('hides the estimate with too little data', async () => {
    renderPanel([order('1', 100, 'approved')]);
    const panel = await screen.findByRole('region', { name: /PAYDEX Outlook/ });
    expect(panel).toHaveTextContent('Not enough data yet. Once at least 3 of your purchase orders are paid or late');
    expect(panel).not.toHaveTextContent('Estimated PAYDEX');
    expect(panel).toHaveTextContent('Receivables (what your customers owe you) never count');
  });

  it('shows the dollar-weighted estimate, its band and the formula in words', async () => {
    // The third order is still pending 60 days after it was placed: 30 days past Net 30.
    const placed = new Date(Date.now() - 60 * 24 * 60 * 60 * 1000);
    const day = `${placed.getFullYear()}-${String(placed.getMonth() + 1).padStart(2, '0')}-${String(placed.getDate()).padStart(2, '0')}`;
    renderPanel([order('1', 1000, 'approved'), order('2', 2000, 'approved'), order('3', 3000, 'pending', day)]);
    const panel = await screen.findByRole('region', { name: /PAYDEX Outlook/ });
    // (3000*80 + 3000*50) / 6000 = 65
    expect(panel).toHaveTextContent('Estimated PAYDEX: 65');
    expect(within(panel).getByText('Medium risk')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Paid on time: 50% ($3,000.00) · Late: 50% ($3,000.00) · from 3 purchase orders');
    expect(panel).toHaveTextContent('not your D&B PAYDEX score');
    expect(panel).toHaveTextContent('weighted by each order');
  });
});
