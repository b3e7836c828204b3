import { screen, within } from '@testing-library/react';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { creditApi } from '../../../lib/api';
import CreditAndLoansPage from './CreditAndLoansPage';

const LOAN = {
  id: 'l1',
  title: 'SBA 7(a) Loan',
  apr_range: '10.5% - 14.75%',
  loan_amount: '$50,000 - $5,000,000',
  term_length: null,
  apply_url: 'https://example.com/sba',
  created_at: '',
};

function renderLoans(role: 'admin' | 'client') {
  const fake = fakeSupabase({ tables: { loans: [LOAN] } });
  return renderWithStore(<CreditAndLoansPage />, creditApi, createFakePlatform({ role, supabase: fake.client }));
}

describe('CreditAndLoansPage', () => {
  it('a client reads the directory under its screen title, without management controls', async () => {
    renderLoans('client');
    expect(screen.getByRole('heading', { level: 1, name: 'Credit & Loans' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'SBA 7(a) Loan' });
    expect(within(card).getByText('10.5% - 14.75%')).toBeInTheDocument();
    expect(within(card).getByText('Term Length').nextElementSibling).toHaveTextContent(/^-$/);
    expect(within(card).getByRole('link', { name: 'Apply Now for SBA 7(a) Loan' })).toHaveAttribute('href', 'https://example.com/sba');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: '+ Add Loan' })).toBeNull();
  });

  it('an admin gets + Add Loan, Edit and Delete', async () => {
    renderLoans('admin');
    const card = await screen.findByRole('article', { name: 'SBA 7(a) Loan' });
    expect(within(card).getByRole('button', { name: 'Edit SBA 7(a) Loan' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete SBA 7(a) Loan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add Loan' })).toBeInTheDocument();
  });
});
