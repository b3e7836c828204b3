import { screen } from '@testing-library/react';
import { createFakePlatform, renderWithStore, seriousAxeViolations } from 'shared-ui/testing';
import { setupApi } from '../../../app/api';
import { fakeRest } from '../../../lib/testing/fake-rest';
import MerchantPage from './MerchantPage';

jest.setTimeout(30_000);

// Only the supabase client (the REST boundary) is faked; the api, store, page and rules are real.
const settlement = (i: number) => ({ id: `t${i}`, date: `2026-${String(12 - i).padStart(2, '0')}-01`, description: 'Monthly card processing settlement', amount: 2495, status: 'Completed' });

describe('Merchant Account', () => {
  it('shows the figures, details and history of the user\'s own transactions', async () => {
    const rest = fakeRest({ merchant_transactions: { data: Array.from({ length: 12 }, (_, i) => settlement(i)), error: null } });
    const platform = createFakePlatform({ supabase: rest.supabase });
    renderWithStore(<MerchantPage />, setupApi, platform);
    expect(await screen.findByText('$29,940.00')).toBeInTheDocument();
    expect(screen.getAllByText('$2,495.00').length).toBeGreaterThan(1);
    expect(screen.getByText('2.9% + $0.30')).toBeInTheDocument();
    expect(screen.getByText('Daily (T+2)')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(13);
    expect(rest.calls[0].ops).toContainEqual(['eq', ['user_id', platform.getSession().user?.id]]);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('a new client sees an empty state', async () => {
    const rest = fakeRest({ merchant_transactions: { data: [], error: null } });
    renderWithStore(<MerchantPage />, setupApi, createFakePlatform({ supabase: rest.supabase }));
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });
});
