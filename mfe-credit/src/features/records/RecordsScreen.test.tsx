import { screen, within } from '@testing-library/react';
import { createFakePlatform, renderWithStore } from 'shared-ui/testing';
import { creditApi } from '../../app/api';
import { createFakeDb } from '../../testing/fake-db';
import { RECEIVABLES } from './record-kinds';
import { PaydexOutlookPanel } from './components/PaydexOutlookPanel';
import { RecordsScreen } from './components/RecordsScreen';

const receivable = (id: string, vendor: string, amount: number, status: string, date: string | null) => ({
  id, user_id: 'u1', vendor_name: vendor, amount, status, date, created_at: `2026-11-0${id}T00:00:00Z`, documents: [],
});

function renderWith(ui: React.ReactElement, tables: Record<string, unknown[]>) {
  const { db } = createFakeDb(tables);
  return renderWithStore(ui, creditApi, createFakePlatform({ supabase: db }));
}

describe('RecordsScreen (receivables)', () => {
  it('shows amounts in USD with two decimals and overdue as OverDue', async () => {
    renderWith(<RecordsScreen kind={RECEIVABLES} />, { account_receivables: [receivable('1', 'Acme Supplies', 1250.5, 'overdue', '2026-12-12')] });
    const card = await screen.findByRole('article', { name: 'Acme Supplies' });
    expect(within(card).getByText('$1,250.50')).toBeInTheDocument();
    expect(within(card).getByText('OverDue')).toBeInTheDocument();
    expect(within(card).getByText('Dec 12, 2026')).toBeInTheDocument();
    expect(within(card).getByText('No documents yet.')).toBeInTheDocument();
  });

  it('?focus=<record id> (a search result): that record is highlighted and brought into view, the others not', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    window.history.replaceState(null, '', '/account-receivable?focus=2');
    try {
      renderWith(<RecordsScreen kind={RECEIVABLES} />, {
        account_receivables: [receivable('1', 'Acme Supplies', 100, 'approved', null), receivable('2', 'Globex', 200, 'pending', null)],
      });
      const card = await screen.findByRole('article', { name: 'Globex' });
      expect(card).toHaveAttribute('data-focused', 'true');
      expect(screen.getByRole('article', { name: 'Acme Supplies' })).not.toHaveAttribute('data-focused');
      expect(scroll.mock.contexts[0]).toBe(card);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows the empty state', async () => {
    renderWith(<RecordsScreen kind={RECEIVABLES} />, { account_receivables: [] });
    expect(await screen.findByText('No account receivables yet')).toBeInTheDocument();
  });
});

describe('PaydexOutlookPanel', () => {
  it('hides the estimate with too little data', async () => {
    renderWith(<PaydexOutlookPanel />, { account_receivables: [receivable('1', 'A', 100, 'approved', null)], purchase_orders: [] });
    const panel = await screen.findByRole('region', { name: /PAYDEX Outlook/ });
    expect(panel).toHaveTextContent('Not enough data yet');
    expect(panel).not.toHaveTextContent('Estimated PAYDEX');
  });

  it('shows the dollar-weighted estimate, its band and the formula in words', async () => {
    renderWith(<PaydexOutlookPanel />, {
      account_receivables: [receivable('1', 'A', 1000, 'approved', null), receivable('2', 'B', 2000, 'approved', null), receivable('3', 'C', 3000, 'overdue', null)],
      purchase_orders: [],
    });
    const panel = await screen.findByRole('region', { name: /PAYDEX Outlook/ });
    // (3000*80 + 3000*50) / 6000 = 65
    expect(panel).toHaveTextContent('Estimated PAYDEX: 65');
    expect(within(panel).getByText('Medium risk')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Paid on time: 50% ($3,000.00) · Late: 50% ($3,000.00)');
    expect(panel).toHaveTextContent('not your D&B PAYDEX score');
    expect(panel).toHaveTextContent('weighted by each record');
  });
});
