import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { setupApi } from '../../../../lib/api';
import { AdvisorCardCard } from './AdvisorCardCard';

// Only the supabase client is faked (no server in unit tests): the one fake of shared-ui/testing.
function renderCard(cards: Record<string, unknown>[]) {
  const fake = fakeSupabase({ tables: { advisor_cards: cards as never } });
  const platform = createFakePlatform({ supabase: fake.client, role: 'admin' });
  renderWithStore(<AdvisorCardCard />, setupApi, platform);
  return { fake, platform };
}

const saves = (fake: ReturnType<typeof fakeSupabase>) =>
  fake.callsTo('advisor_cards').flatMap((c) => c.steps.filter(([op]) => op === 'upsert').map(([, args]) => args));

describe('AdvisorCardCard', () => {
  it("shows the admin's card and saves a change in one upsert of their own row", async () => {
    const { fake, platform } = renderCard([{ user_id: 'u1', name: 'Dana', working_hours: 'Mon-Fri', photo_path: null }]);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Dana');
    await userEvent.clear(screen.getByRole('textbox', { name: /Working hours/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Working hours/ }), 'Mon-Thu 8-4');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith('Advisor card saved'));
    expect(saves(fake)).toEqual([[{ name: 'Dana', working_hours: 'Mon-Thu 8-4', photo_path: null }, { onConflict: 'user_id' }]]);
  });

  it('a new card needs a name; the photo waits until the card is saved', async () => {
    const { fake } = renderCard([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(saves(fake)).toEqual([]);
    expect(screen.getByText('Save your card first, then add a photo.')).toBeInTheDocument();
  });
});
