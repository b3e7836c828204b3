import { screen, within } from '@testing-library/react';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { adminApi } from '../../../lib/api';
import { ClientSummary } from './ClientSummary';

const client = {
  id: 'c1',
  name: 'Ann Lee',
  email: 'ann@test.local',
  phone: null,
  provider: 'email',
  role: 'client',
  created_at: '2026-11-02T10:00:00Z',
};

describe('ClientSummary', () => {
  it("lists who the client is and their owner profile, an empty fact as '-'", async () => {
    const fake = fakeSupabase({
      tables: {
        owner_profiles: [
          {
            user_id: 'c1',
            business_name: 'Lee LLC',
            business_structure: 'llc',
            owner_first_name: 'Ann',
            owner_last_name: 'Lee',
            owner_ssn: '•••-••-1234',
          },
        ],
      },
    });
    renderWithStore(<ClientSummary client={client} />, adminApi, createFakePlatform({ supabase: fake.client }));
    expect(await screen.findByText('Lee LLC')).toBeInTheDocument();
    const owner = screen.getByLabelText('Owner profile');
    expect(within(owner).getByText('LLC')).toBeInTheDocument();
    expect(within(owner).getByText('•••-••-1234')).toBeInTheDocument();
    const phone = screen.getByText('Phone');
    expect(phone.tagName).toBe('DT');
    expect(phone.nextElementSibling).toHaveTextContent('-');
    expect(screen.getByText('email')).toBeInTheDocument();
  });

  it('says when no owner profile is saved', async () => {
    renderWithStore(<ClientSummary client={client} />, adminApi, createFakePlatform({ supabase: fakeSupabase().client }));
    expect(await screen.findByText('No owner profile saved yet.')).toBeInTheDocument();
  });
});
