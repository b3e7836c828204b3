import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, renderWithStore, seriousAxeViolations } from 'shared-ui/testing';
import { setupApi } from '../../../../lib/api';
import { AccountActivityCard } from './AccountActivityCard';

// Only the supabase client is faked (no server in unit tests): the one fake of shared-ui/testing.
const entry = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `e${n}`,
  user_id: 'u1',
  occurred_at: `2026-11-25T10:${String(59 - n).padStart(2, '0')}:00Z`,
  event: 'sign_in',
  summary: `Entry ${n}`,
  actor_id: 'u1',
  actor_email: 'owner@x.test',
  ip: '203.0.113.9',
  details: {},
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  ...extra,
});

describe('AccountActivityCard', () => {
  it('lists the entries as the server orders them, who did it, and pages on', async () => {
    const rows = [
      entry(1, { summary: 'Task “EIN” marked Completed by an admin', actor_id: 'a9', actor_email: 'admin@x.test' }),
      ...Array.from({ length: 10 }, (_, i) => entry(i + 2)),
    ];
    const fake = fakeSupabase({ tables: { account_activity: rows } });
    const { container } = renderWithStore(<AccountActivityCard />, setupApi, createFakePlatform({ supabase: fake.client }));
    const table = await screen.findByRole('table', { name: 'Account activity' });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('Task “EIN” marked Completed by an admin');
    expect(first).toHaveTextContent('admin@x.test');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('You');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Chrome on Linux');
    expect(await seriousAxeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    const ranges = fake.callsTo('account_activity').map((c) => c.steps.find(([name]) => name === 'range')?.[1]);
    expect(ranges).toContainEqual([10, 20]);
  });

  it('says when there is nothing yet', async () => {
    renderWithStore(<AccountActivityCard />, setupApi, createFakePlatform({ supabase: fakeSupabase().client }));
    expect(await screen.findByText('No account activity yet')).toBeInTheDocument();
  });
});
