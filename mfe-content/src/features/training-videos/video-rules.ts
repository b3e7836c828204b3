export interface VideoDraft {
  title: string;
  description: string;
  duration: string;
  is_downloadable: boolean;
  thumbnail: File | null;
  video: File | null;
}

export type VideoErrors = Partial<Record<'title' | 'description' | 'duration' | 'thumbnail' | 'video' | 'form', string>>;

/** Spec 1 section 5/8: the message when a new video lacks either file. */
export const FILES_REQUIRED = 'Thumbnail and video files are required';

/**
 * Spec 1 section 5: title, duration and description are required; the thumbnail (images only) and
 * the video file (videos only) are required when adding and optional when editing.
 */
export function validateVideo(draft: VideoDraft, mode: 'add' | 'edit'): VideoErrors {
  const errors: VideoErrors = {};
  if (!draft.title.trim()) errors.title = 'Title is required';
  if (!draft.description.trim()) errors.description = 'Description is required';
  if (!draft.duration.trim()) errors.duration = 'Duration is required';
  if (draft.thumbnail && !draft.thumbnail.type.startsWith('image/')) errors.thumbnail = 'The thumbnail must be an image file';
  if (draft.video && !draft.video.type.startsWith('video/')) errors.video = 'The video must be a video file';
  if (mode === 'add' && (!draft.thumbnail || !draft.video)) errors.form = FILES_REQUIRED;
  return errors;
}

export function canSubmitVideo(draft: VideoDraft, mode: 'add' | 'edit', isBusy: boolean): boolean {
  return !isBusy && Object.keys(validateVideo(draft, mode)).length === 0;
}

/** Spec 1 section 7: a downloaded resource is saved with this prefix. */
export function resourceDownloadName(name: string): string {
  return `Video Resource Material-${name}`;
}
