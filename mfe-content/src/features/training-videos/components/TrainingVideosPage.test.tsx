import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, renderWithStore, type FakeSupabaseOptions } from 'shared-ui/testing';
import { contentApi } from '../../../lib/api';
import type { TrainingVideo } from '../api/training-videos-api';
import TrainingVideosPage from './TrainingVideosPage';

// Only the supabase client is faked (no server in DOM tests): the one fake of shared-ui/testing.
const video = (n: number): TrainingVideo => ({
  id: `v${n}`,
  display_order: n,
  title: `Video ${n}`,
  description: 'About',
  duration: '10:30',
  video_url: `training_videos/videos/${n}.mp4`,
  thumbnail_url: `training_videos/thumbnails/${n}.png`,
  is_downloadable: false,
  created_at: '',
});

function renderPage(role: 'admin' | 'client', failures: FakeSupabaseOptions['failures'] = {}, videos = [video(1), video(2)]) {
  const fake = fakeSupabase({ tables: { training_videos: videos, video_resources: [] }, failures });
  const platform = createFakePlatform({ role, supabase: fake.client });
  renderWithStore(<TrainingVideosPage />, contentApi, platform);
  return { fake, platform, user: userEvent.setup({ delay: null }) };
}

/** A failure is toasted once: wait for the first toast, then make sure no second one follows. */
async function onlyToast(platform: ReturnType<typeof createFakePlatform>) {
  await waitFor(() => expect(platform.toast.error).toHaveBeenCalled());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(platform.toast.error).toHaveBeenCalledTimes(1);
  return platform.toast.error.mock.calls[0][0] as string;
}

it('titles the page from its screen declaration and gives a client no management controls', async () => {
  renderPage('client');
  expect(screen.getByRole('heading', { level: 1, name: 'Training Videos' })).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'Video 1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Training Video' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Watch Video 1' })).toHaveAttribute('href', 'https://example.test/signup');
});

it('the first row of thumbnails is fetched at once (the largest paint), the rest when scrolled to', async () => {
  renderPage('client', {}, [1, 2, 3, 4, 5, 6].map(video));
  expect(await screen.findByRole('img', { name: 'Thumbnail of Video 6' })).toHaveAttribute('loading', 'lazy');
  expect(screen.getByRole('img', { name: 'Thumbnail of Video 1' })).toHaveAttribute('loading', 'eager');
  expect(screen.getByRole('img', { name: 'Thumbnail of Video 4' })).toHaveAttribute('fetchpriority', 'high');
  expect(screen.getByRole('img', { name: 'Thumbnail of Video 5' })).toHaveAttribute('loading', 'lazy');
});

it('a failed delete says "Failed to delete video: {message}" once and keeps the confirmation open', async () => {
  const { user, platform, fake } = renderPage('admin', { training_videos: { message: 'boom', code: 'XX000' } });
  await user.click(await screen.findByRole('button', { name: 'Delete Video 1' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete Video?' });
  expect(dialog).toHaveTextContent('"Video 1" and its 0 resources will be permanently deleted.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await onlyToast(platform)).toMatch(/^Failed to delete video: /);
  expect(screen.getByRole('alertdialog', { name: 'Delete Video?' })).toBeInTheDocument();
  expect(fake.rows('training_videos')).toHaveLength(2);
  expect(fake.callsTo('storage:business-documents').filter((c) => c.steps[0][0] === 'remove')).toEqual([]);
});

it('a failed re-order says "Failed to save video order: {message}" once', async () => {
  const { user, platform } = renderPage('admin', { 'rpc:reorder_training_videos': { message: 'boom', code: 'XX000' } });
  // Re-order opens on the loaded list: wait for it first.
  await screen.findByRole('article', { name: 'Video 2' });
  await user.click(screen.getByRole('button', { name: 'Re-order Videos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Re-order Videos' });
  await user.click(within(dialog).getByRole('button', { name: 'Save Order' }));
  expect(await onlyToast(platform)).toMatch(/^Failed to save video order: /);
});

it('a delete removes the video, then its stored files', async () => {
  const { user, fake } = renderPage('admin');
  await user.click(await screen.findByRole('button', { name: 'Delete Video 2' }));
  await user.click(within(screen.getByRole('alertdialog', { name: 'Delete Video?' })).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Video 2' })).toBeNull());
  expect(fake.rows('training_videos').map((v) => v.id)).toEqual(['v1']);
  await waitFor(() =>
    expect(fake.callsTo('storage:business-documents').map((c) => c.steps[0])).toContainEqual([
      'remove',
      [['training_videos/videos/2.mp4', 'training_videos/thumbnails/2.png']],
    ]),
  );
});
