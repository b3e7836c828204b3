import { screen } from '@testing-library/react';
import { createFakePlatform, fakeSupabase, renderWithStore, seriousAxeViolations } from 'shared-ui/testing';
import { setupApi } from '../../../lib/api';
import MerchantPage from './MerchantPage';

jest.setTimeout(30_000);

// Only the supabase client (the REST boundary) is faked; the api, store, page and rules are real.
const settlement = (i: number) => ({
  id: `t${i}`,
  user_id: 'u1',
  date: `2026-${String(12 - i).padStart(2, '0')}-01`,
  description: 'Monthly card processing settlement',
  amount: 2495,
  status: 'Completed',
});

describe('Merchant Account', () => {
  it("shows the figures, details and history of the user's own transactions", async () => {
    const db = fakeSupabase({ tables: { merchant_transactions: Array.from({ length: 12 }, (_, i) => settlement(i)) } });
    const platform = createFakePlatform({ supabase: db.client });
    renderWithStore(<MerchantPage />, setupApi, platform);
    expect(await screen.findByText('$29,940.00')).toBeInTheDocument();
    expect(screen.getAllByText('$2,495.00').length).toBeGreaterThan(1);
    expect(screen.getByText('2.9% + $0.30')).toBeInTheDocument();
    expect(screen.getByText('Daily (T+2)')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(13);
    expect(db.calls[0].steps).toContainEqual(['eq', ['user_id', platform.getSession().user?.id]]);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('a new client sees an empty state', async () => {
    renderWithStore(<MerchantPage />, setupApi, createFakePlatform({ supabase: fakeSupabase().client }));
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });
});
