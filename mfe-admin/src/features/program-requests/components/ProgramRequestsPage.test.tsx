import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'shared-ui/router';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { adminApi } from '../../../lib/api';
import { href } from '../../../lib/links';
import ProgramRequestsPage from './ProgramRequestsPage';

const request = {
  id: 'r1',
  user_id: 'c1',
  program: 'Standard Business Build-Out Program',
  plan: null,
  note: null,
  status: 'new',
  created_at: '2026-11-02T10:00:00Z',
};

function renderPage(options: Parameters<typeof fakeSupabase>[0]) {
  const fake = fakeSupabase(options);
  const platform = createFakePlatform({ supabase: fake.client });
  renderWithStore(
    <BrowserRouter>
      <ProgramRequestsPage />
    </BrowserRouter>,
    adminApi,
    platform,
  );
  return { fake, platform };
}

describe('ProgramRequestsPage', () => {
  beforeEach(() => window.history.pushState(null, '', '/clients/requests'));

  it('lists the requests, each linking to its client; the admin moves one on', async () => {
    const { fake } = renderPage({ tables: { program_requests: [request] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Program Requests' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Standard Business Build-Out Program/ });
    expect(within(row).getByRole('link', { name: 'Client' })).toHaveAttribute('href', href('client', { id: 'c1' }));
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: /Status of/ }), 'contacted');
    await waitFor(() => expect(within(row).getByRole('combobox', { name: /Status of/ })).toHaveValue('contacted'));
    expect(fake.rows('program_requests')[0]).toMatchObject({ status: 'contacted' });
    // The admin's one action is the first column, in view at any width.
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Status');
  });

  it('filters by status with a small segmented control kept in the URL', async () => {
    renderPage({
      tables: { program_requests: [request, { ...request, id: 'r2', status: 'closed', program: 'Advanced Business Build-Out Program' }] },
    });
    const filters = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('row', { name: /Advanced Business Build-Out Program/ });
    await userEvent.click(within(filters).getByRole('button', { name: 'Closed' }));
    expect(window.location.search).toBe('?status=closed');
    expect(within(filters).getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Standard Business Build-Out Program/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Advanced Business Build-Out Program/ })).toBeInTheDocument();
  });

  it('toasts a failed status change once', async () => {
    const { platform } = renderPage({
      tables: { program_requests: [request] },
      failures: { program_requests: { code: '42501', message: 'permission denied' } },
    });
    const row = await screen.findByRole('row', { name: /Standard Business Build-Out Program/ });
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: /Status of/ }), 'closed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(platform.toast.error).toHaveBeenCalledTimes(1);
    expect(platform.toast.error).toHaveBeenCalledWith('You do not have permission to do that.');
  });
});
