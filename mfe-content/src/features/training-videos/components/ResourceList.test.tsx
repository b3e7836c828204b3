import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, renderWithStore, type FakeSupabaseOptions } from 'shared-ui/testing';
import { contentApi } from '../../../lib/api';
import type { VideoResource } from '../api/video-resources-api';
import { ResourceList } from './ResourceList';

// Only the supabase client is faked (no server in DOM tests): the one fake of shared-ui/testing.
const RESOURCE: VideoResource = {
  id: 'r1',
  video_id: 'v1',
  name: 'checklist.pdf',
  url: 'training_videos/resources/1_checklist.pdf',
  created_at: '',
};

function renderList(failures: FakeSupabaseOptions['failures']) {
  const fake = fakeSupabase({ tables: { video_resources: [RESOURCE] }, failures });
  const platform = createFakePlatform({ role: 'admin', supabase: fake.client });
  renderWithStore(<ResourceList resources={[RESOURCE]} canDelete />, contentApi, platform);
  return { fake, platform, user: userEvent.setup({ delay: null }) };
}

describe("a failed resource action is shown once, with the spec's alert", () => {
  it('delete: "Failed to delete resource: {message}", the confirmation stays open', async () => {
    const { user, platform, fake } = renderList({ video_resources: { message: 'boom', code: 'XX000' } });
    await user.click(screen.getByRole('button', { name: 'Delete checklist.pdf' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Resource?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20))); // a second toast would come in the same tick or the next
    expect(platform.toast.error).toHaveBeenCalledTimes(1);
    expect(platform.toast.error.mock.calls[0][0]).toMatch(/^Failed to delete resource: /);
    expect(screen.getByRole('alertdialog', { name: 'Delete Resource?' })).toBeInTheDocument();
    expect(fake.rows('video_resources')).toHaveLength(1);
  });

  it('download: "Failed to download resource: {message}"', async () => {
    const { user, platform } = renderList({ storage: { message: 'Object not found', status: 404 } });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(platform.toast.error).toHaveBeenCalledTimes(1);
    expect(platform.toast.error.mock.calls[0][0]).toMatch(/^Failed to download resource: /);
  });
});
