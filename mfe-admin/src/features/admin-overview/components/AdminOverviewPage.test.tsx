import { screen, within } from '@testing-library/react';
import { BrowserRouter } from 'shared-ui/router';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { adminApi } from '../../../lib/api';
import { href } from '../../../lib/links';
import type { AdminOverview } from '../api/overview-api';
import AdminOverviewPage from './AdminOverviewPage';

// What get_admin_overview answers; the tasks to confirm are counted from `tasks`.
const overview: Omit<AdminOverview, 'to_confirm'> = {
  clients: 12,
  new_this_week: 2,
  new_this_month: 5,
  average_completion: 33.3,
  open_requests: 3,
  open_conversations: 4,
  unassigned_conversations: 1,
  first_response_median_seconds: 754,
  behind: [
    {
      id: 'c1',
      name: 'Ann Lee',
      email: 'ann@test.local',
      completed: 3,
      total: 45,
      overdue: 2,
      percent: 6.7,
      created_at: '2026-10-01T00:00:00Z',
    },
  ],
  recent_payments: [
    {
      id: 'p1',
      user_id: 'c2',
      name: null,
      email: 'bo@test.local',
      description: 'Deposit',
      amount: 1600,
      date: '2026-11-02',
      status: 'completed',
      included: false,
      created_at: '2026-11-02T10:00:00Z',
    },
  ],
};

// Two tasks owners submitted (the advisor's to confirm) and one still to do.
const tasks = [
  { id: 't1', user_id: 'c1', task_status: 'Submitted' },
  { id: 't2', user_id: 'c2', task_status: 'Submitted' },
  { id: 't3', user_id: 'c1', task_status: 'Awaiting Completion' },
];

function renderOverview(answer: Omit<AdminOverview, 'to_confirm'>) {
  const fake = fakeSupabase({ tables: { tasks: tasks as never }, rpc: { get_admin_overview: () => answer } });
  return renderWithStore(
    <BrowserRouter>
      <AdminOverviewPage />
    </BrowserRouter>,
    adminApi,
    createFakePlatform({ supabase: fake.client }),
  );
}

describe('AdminOverviewPage', () => {
  it('shows the figures, who is behind and the recent payments, each client linking to their page', async () => {
    renderOverview(overview);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Overview' })).toBeInTheDocument();
    const figures = await screen.findByRole('list', { name: 'Figures' });
    expect(within(figures).getByText('33.3%')).toBeInTheDocument();
    // A submitted task is counted apart from open work: the advisor's to confirm.
    expect(within(figures).getByText('Tasks to confirm').previousSibling).toHaveTextContent('2');
    const behind = screen.getByRole('region', { name: 'Furthest behind' });
    expect(within(behind).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', href('client', { id: 'c1' }));
    expect(within(behind).getByText('3 of 45 tasks · 2 overdue')).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Recent payments' });
    expect(within(payments).getByRole('link', { name: 'bo@test.local' })).toHaveAttribute('href', href('client', { id: 'c2' }));
    expect(within(payments).getByText('Deposit · $1,600.00 · Nov 2, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Program requests (3 open)' })).toHaveAttribute('href', href('program-requests'));
  });

  it('says so when nobody is behind and nothing was paid', async () => {
    renderOverview({ ...overview, behind: [], recent_payments: [] });
    expect(await screen.findByText('Nobody is behind')).toBeInTheDocument();
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
  });
});
