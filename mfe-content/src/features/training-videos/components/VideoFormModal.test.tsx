import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeSupabase, FakeTusUpload, renderWithStore, type FakeSupabaseOptions } from 'shared-ui/testing';
import { contentApi } from '../../../lib/api';
import type { TrainingVideo } from '../api/training-videos-api';
import { VideoFormModal } from './VideoFormModal';

// The supabase client is the faked boundary (no server in DOM tests), and tus-js-client the kit's fake of the
// resumable upload; e2e/content uploads for real.
jest.mock('tus-js-client', () => jest.requireActual('shared-ui/testing').fakeTusModule);
jest.setTimeout(30_000);

const VIDEO: TrainingVideo = {
  id: 'v1',
  display_order: 1,
  title: 'Intro',
  description: 'Welcome',
  duration: '10:30',
  video_url: 'training_videos/videos/1_a.mp4',
  thumbnail_url: 'training_videos/thumbnails/1_a.png',
  is_downloadable: false,
  created_at: '',
};

function renderForm(video: TrainingVideo | null, options: FakeSupabaseOptions = {}) {
  const fake = fakeSupabase({ tables: { training_videos: video ? [VIDEO] : [] }, ...options });
  const onClose = jest.fn();
  const platform = createFakePlatform({ role: 'admin', supabase: fake.client });
  renderWithStore(<VideoFormModal video={video} resources={[]} isOpen onClose={onClose} />, contentApi, platform);
  return { fake, platform, onClose, user: userEvent.setup({ delay: null }) };
}

/** Lets the running tus upload finish (it starts once the file was checked and the module loaded). */
async function finishUpload(name: string) {
  await waitFor(() => expect(FakeTusUpload.latest()?.started).toBe(true));
  const upload = FakeTusUpload.latest()!;
  await act(async () => upload.succeed('business-documents', name));
}

beforeEach(() => FakeTusUpload.reset());

it('keeps Add Video disabled while any field or file is missing, and while saving (spec 1: "submit is disabled when any is missing or while busy")', async () => {
  const { user, fake, onClose } = renderForm(null);
  const submit = screen.getByRole('button', { name: 'Add Video' });
  expect(submit).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Intro');
  await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Welcome');
  await user.type(screen.getByRole('textbox', { name: /^Duration/ }), '10:30');
  expect(submit).toBeDisabled();
  await user.upload(screen.getByLabelText(/^Thumbnail/), new File(['x'], 'thumb.png', { type: 'image/png' }));
  expect(submit).toBeDisabled();
  await user.upload(screen.getByLabelText(/^Video file/), new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
  expect(submit).toBeEnabled();
  await user.clear(screen.getByRole('textbox', { name: /^Duration/ }));
  expect(submit).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: /^Duration/ }), '10:30');

  await user.click(submit);
  // Busy: the thumbnail, then the video go up; the button stays disabled until the row is saved.
  expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  await finishUpload('training_videos/thumbnails/thumb.png');
  await waitFor(() => expect(FakeTusUpload.instances).toHaveLength(2));
  expect(screen.getByRole('button', { name: 'Uploading Video...' })).toBeDisabled();
  await finishUpload('training_videos/videos/clip.mp4');
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(fake.rows('training_videos')).toEqual([
    expect.objectContaining({
      title: 'Intro',
      video_url: 'training_videos/videos/clip.mp4',
      thumbnail_url: 'training_videos/thumbnails/thumb.png',
    }),
  ]);
});

describe('a failed save shows its message once: in the form, never toasted too', () => {
  it('the video row refused', async () => {
    const { user, platform, onClose } = renderForm(VIDEO, { failures: { training_videos: { message: 'boom', code: 'XX000' } } });
    const dialog = screen.getByRole('dialog', { name: 'Edit Training Video' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), ' again');
    await user.click(within(dialog).getByRole('button', { name: 'Update Video' }));
    const alert = await within(dialog).findByText(/^Failed to upload video: /);
    expect(screen.getAllByText(/Failed to upload video/)).toEqual([alert]);
    expect(platform.toast.error).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Intro again');
  });

  it('its resources refused after the video was saved', async () => {
    const { user, platform, onClose } = renderForm(VIDEO, { failures: { video_resources: { message: 'boom', code: 'XX000' } } });
    const dialog = screen.getByRole('dialog', { name: 'Edit Training Video' });
    await user.upload(within(dialog).getByLabelText(/^Resource files/), new File(['x'], 'checklist.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Video' }));
    await finishUpload('training_videos/resources/checklist.pdf');
    const alert = await within(dialog).findByText(/^Failed to upload video: /);
    expect(screen.getAllByText(/Failed to upload video/)).toEqual([alert]);
    expect(platform.toast.error).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
