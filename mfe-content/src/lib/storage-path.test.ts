import { storagePath } from './storage-path';

it('names a stored file with a timestamp and the original name, whitespace as underscores', () => {
  expect(storagePath('training_videos/videos', 'My first video.mp4', 1700)).toBe('training_videos/videos/1700_My_first_video.mp4');
  expect(storagePath('book_covers/', 'a/b\\c.png', 5)).toBe('book_covers/5_a_b_c.png');
  expect(storagePath('emojis', '   ', 1)).toBe('emojis/1_file');
});
