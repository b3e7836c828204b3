import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, renderWithStore, type FakeSupabaseOptions } from 'shared-ui/testing';
import { contentApi } from '../../../lib/api';
import type { SocialAccount } from '../api/social-accounts-api';
import SocialMediaPage from './SocialMediaPage';

// Only the supabase client is faked (no server in DOM tests): the one fake of shared-ui/testing.
const ACCOUNT: SocialAccount = {
  id: 's1',
  user_id: 'u1',
  platform: 'Instagram',
  username: 'brand',
  password: '••••••••',
  profile_url: 'https://instagram.com/brand',
  notes: 'Main brand account',
  created_at: '',
};

function renderPage(options: FakeSupabaseOptions = {}) {
  const fake = fakeSupabase({ tables: { social_accounts: [ACCOUNT] }, rpc: { reveal_secret: () => 'S3cret-pass' }, ...options });
  const platform = createFakePlatform({ supabase: fake.client });
  renderWithStore(<SocialMediaPage />, contentApi, platform);
  return { fake, platform, user: userEvent.setup({ delay: null }) };
}

it('shows each account as a card of its details, the password sealed until shown', async () => {
  const { user } = renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Social Media Accounts' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Instagram' });
  const terms = within(card)
    .getAllByRole('term')
    .map((t) => t.textContent);
  expect(terms).toEqual(['Username', 'Password', 'Profile', 'Notes']);
  expect(within(card).getByText('brand')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Visit Profile' })).toHaveAttribute('href', 'https://instagram.com/brand');
  expect(within(card).getByText('Main brand account')).toBeInTheDocument();
  expect(within(card).queryByText('S3cret-pass')).toBeNull();
  await user.click(within(card).getByRole('button', { name: 'Show Password' }));
  expect(await within(card).findByText('S3cret-pass')).toBeInTheDocument();
});

it('a failed delete is toasted once and the confirmation stays open', async () => {
  const { user, platform, fake } = renderPage({ failures: { social_accounts: { message: 'boom', code: 'XX000' } } });
  await user.click(await screen.findByRole('button', { name: 'Delete Instagram account' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete Account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(platform.toast.error).toHaveBeenCalled());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(platform.toast.error).toHaveBeenCalledTimes(1);
  expect(platform.toast.success).not.toHaveBeenCalled();
  expect(screen.getByRole('alertdialog', { name: 'Delete Account?' })).toBeInTheDocument();
  expect(fake.rows('social_accounts')).toHaveLength(1);
});
