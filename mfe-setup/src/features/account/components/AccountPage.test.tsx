import { screen, waitFor } from '@testing-library/react';
import { createFakePlatform, fakeAuth, fakeSupabase, fakeSessionState, renderWithStore } from 'shared-ui/testing';
import { setupApi } from '../../../lib/api';
import AccountPage from './AccountPage';

// Only the supabase client is faked (no server in unit tests): the one fake of shared-ui/testing.

/** A client whose authenticators answer only when the test says so (a slow auth server). */
function slowAuthenticators(role: 'client' | 'admin') {
  const auth = fakeAuth(fakeSessionState(role).session);
  let answer = () => {};
  auth.mfa.listFactors.mockImplementation(
    () => new Promise((resolve) => (answer = () => resolve({ data: { all: [], totp: [], phone: [], webauthn: [] }, error: null }))),
  );
  const fake = fakeSupabase({ auth, tables: { owner_profiles: [{ user_id: 'u1', business_name: 'Acme LLC' }] } });
  return { fake, platform: createFakePlatform({ role, auth, supabase: fake.client }), answer: () => answer() };
}

describe('AccountPage', () => {
  it("asks for every card's data at once: the cards below others do not wait for those above to answer", async () => {
    const { fake, platform, answer } = slowAuthenticators('client');
    renderWithStore(<AccountPage />, setupApi, platform);
    expect(screen.getByText('Loading your account...')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('account_activity')).toHaveLength(1));
    expect(fake.callsTo('notification_preferences')).toHaveLength(1);
    expect(fake.callsTo('advisor_cards')).toHaveLength(0);

    answer();
    expect(await screen.findByText('Set Up Authenticator App')).toBeInTheDocument();
    expect(screen.getByText('No account activity yet')).toBeInTheDocument();
    // The cards use the answers already asked for.
    expect(fake.callsTo('account_activity')).toHaveLength(1);
    expect(fake.callsTo('notification_preferences')).toHaveLength(1);
  });

  it('shows the main column without waiting for the authenticators, and the side column once they answer', async () => {
    const { platform, answer } = slowAuthenticators('client');
    renderWithStore(<AccountPage />, setupApi, platform);
    expect(await screen.findByText('No account activity yet')).toBeInTheDocument();
    expect(screen.getByText('Loading your security settings...')).toBeInTheDocument();
    expect(screen.queryByText('Security Settings')).not.toBeInTheDocument();

    answer();
    expect(await screen.findByText('Security Settings')).toBeInTheDocument();
    expect(screen.queryByText('Loading your security settings...')).not.toBeInTheDocument();
  });

  it("asks for an admin's advisor card with the rest, and no client's notification preferences", async () => {
    const { fake, platform, answer } = slowAuthenticators('admin');
    renderWithStore(<AccountPage />, setupApi, platform);
    await waitFor(() => expect(fake.callsTo('advisor_cards')).toHaveLength(1));
    expect(fake.callsTo('notification_preferences')).toHaveLength(0);
    answer();
    expect(await screen.findByText('Your advisor card')).toBeInTheDocument();
    expect(fake.callsTo('advisor_cards')).toHaveLength(1);
  });
});
