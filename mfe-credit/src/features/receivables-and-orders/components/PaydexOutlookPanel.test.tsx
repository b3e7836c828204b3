import { screen, within } from '@testing-library/react';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { creditApi } from '../../../lib/api';
import type { DocumentedRecord } from '../record-kinds';
import { PaydexOutlookPanel } from './PaydexOutlookPanel';

// A receivable as the api's select answers it (date read as `date`, documents embedded): the fake answers rows as given.
const receivable = (id: string, amount: number, status: string): DocumentedRecord => ({
  id,
  user_id: 'u1',
  vendor_name: `Vendor ${id}`,
  amount,
  status,
  date: null,
  created_at: `2026-11-0${id}T00:00:00Z`,
  documents: [],
});

function renderPanel(receivables: DocumentedRecord[]) {
  const fake = fakeSupabase({ tables: { account_receivables: receivables, purchase_orders: [] } });
  return renderWithStore(<PaydexOutlookPanel />, creditApi, createFakePlatform({ supabase: fake.client }));
}

describe('PaydexOutlookPanel', () => {
  it('hides the estimate with too little data', async () => {
    renderPanel([receivable('1', 100, 'approved')]);
    const panel = await screen.findByRole('region', { name: /PAYDEX Outlook/ });
    expect(panel).toHaveTextContent('Not enough data yet');
    expect(panel).not.toHaveTextContent('Estimated PAYDEX');
  });

  it('shows the dollar-weighted estimate, its band and the formula in words', async () => {
    renderPanel([receivable('1', 1000, 'approved'), receivable('2', 2000, 'approved'), receivable('3', 3000, 'overdue')]);
    const panel = await screen.findByRole('region', { name: /PAYDEX Outlook/ });
    // (3000*80 + 3000*50) / 6000 = 65
    expect(panel).toHaveTextContent('Estimated PAYDEX: 65');
    expect(within(panel).getByText('Medium risk')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Paid on time: 50% ($3,000.00) · Late: 50% ($3,000.00)');
    expect(panel).toHaveTextContent('not your D&B PAYDEX score');
    expect(panel).toHaveTextContent('weighted by each record');
  });
});
