import { canSubmitVideo, FILES_REQUIRED, resourceDownloadName, validateVideo } from './video-rules';

const image = new File(['x'], 'thumb.png', { type: 'image/png' });
const video = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
const draft = { title: 'Intro', description: 'About', duration: '10:30', is_downloadable: false, thumbnail: image, video };

describe('video form rules', () => {
  it('needs title, description and duration', () => {
    expect(validateVideo(draft, 'add')).toEqual({});
    expect(Object.keys(validateVideo({ ...draft, title: ' ', description: '', duration: '' }, 'add')).sort()).toEqual([
      'description',
      'duration',
      'title',
    ]);
  });

  it('needs both files when adding, neither when editing', () => {
    expect(validateVideo({ ...draft, video: null }, 'add').form).toBe(FILES_REQUIRED);
    expect(validateVideo({ ...draft, thumbnail: null, video: null }, 'edit')).toEqual({});
  });

  it('takes images for the thumbnail and videos for the video only', () => {
    expect(validateVideo({ ...draft, thumbnail: video }, 'add').thumbnail).toBeDefined();
    expect(validateVideo({ ...draft, video: image }, 'add').video).toBeDefined();
  });

  it('disables submit while busy or invalid', () => {
    expect(canSubmitVideo(draft, 'add', false)).toBe(true);
    expect(canSubmitVideo(draft, 'add', true)).toBe(false);
    expect(canSubmitVideo({ ...draft, thumbnail: null }, 'add', false)).toBe(false);
  });

  it('saves resources with the spec prefix', () => {
    expect(resourceDownloadName('Checklist.pdf')).toBe('Video Resource Material-Checklist.pdf');
  });
});
