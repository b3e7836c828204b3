import { screen, waitFor } from '@testing-library/react';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { contentApi } from '../../../lib/api';
import AutomationsPage from './AutomationsPage';

// Only the supabase client is faked (no server in DOM tests): the one fake of shared-ui/testing.
const AUTOMATIONS = [{ id: 'a1', name: 'Invoice Reminders', type: 'Email', description: 'Reminds clients', display_order: 1 }];
const REQUESTS = [
  {
    id: 'r1',
    user_id: 'u1',
    type: 'CRM sync',
    description: 'Sync leads',
    priority: 'High',
    status: 'new',
    created_at: '2026-11-20T10:00:00Z',
  },
];

it('asks for the requests with the catalogue, and shows them below it once it is there (nothing moves down)', async () => {
  const fake = fakeSupabase({ tables: { automations: AUTOMATIONS, request_automations: REQUESTS } });
  renderWithStore(<AutomationsPage />, contentApi, createFakePlatform({ role: 'client', supabase: fake.client }));
  expect(screen.getByText('Loading automations...')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Your automation requests' })).toBeNull();
  await waitFor(() => expect(fake.callsTo('request_automations')).toHaveLength(1));

  expect(await screen.findByRole('heading', { name: 'Your automation requests' })).toBeInTheDocument();
  expect(screen.getByText('Invoice Reminders')).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'CRM sync' })).toBeInTheDocument();
  // The section uses the answer already asked for.
  expect(fake.callsTo('request_automations')).toHaveLength(1);
});
