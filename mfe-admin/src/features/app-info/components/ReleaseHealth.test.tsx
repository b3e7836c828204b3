import { screen, waitFor } from '@testing-library/react';
import { createFakePlatform, fakeRealtime, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { adminApi } from '../../../lib/api';
import { ReleaseHealth } from './ReleaseHealth';

// Only the supabase client is faked (no server in DOM tests); infra/supabase/tests/release-health.itest.ts runs the
// functions against the real stack.
function setup() {
  const fake = fakeSupabase({ tables: { release_canaries: [] }, rpc: { release_health: () => [] } });
  renderWithStore(<ReleaseHealth releases={{ mfe_credit: { live: 'r1' } }} />, adminApi, createFakePlatform({ supabase: fake.client }));
  return fake;
}

describe('ReleaseHealth', () => {
  it('reads the canaries again once its channel has joined (a change before the join is heard by neither), and at each change', async () => {
    const fake = setup();
    await screen.findByRole('region', { name: 'Releases in the last hour' });
    await waitFor(() =>
      expect(
        fakeRealtime(fake)
          .channels()
          .map((c) => [c.topic, c.state]),
      ).toEqual([['release-canaries', 'joined']]),
    );
    await waitFor(() => expect(fake.callsTo('release_canaries')).toHaveLength(2));
    fakeRealtime(fake).insert('release_canaries', { id: 'c1', remote: 'mfe_credit', release_id: 'r2', live_release_id: 'r1' });
    await waitFor(() => expect(fake.callsTo('release_canaries')).toHaveLength(3));
  });
});
