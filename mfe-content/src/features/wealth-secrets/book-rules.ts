import { isWebUrl } from '../../lib/web-url';

export interface BookDraft {
  title: string;
  path: string;
  cover: File | null;
}

export type BookErrors = Partial<Record<keyof BookDraft, string>>;

/** Spec 1 section 5: title required; Download URL required and a URL; cover optional, images only. */
export function validateBook(draft: BookDraft): BookErrors {
  const errors: BookErrors = {};
  if (!draft.title.trim()) errors.title = 'Title is required';
  if (!draft.path.trim()) errors.path = 'Download URL is required';
  else if (!isWebUrl(draft.path.trim())) errors.path = 'Enter a valid URL (https://...)';
  if (draft.cover && !draft.cover.type.startsWith('image/')) errors.cover = 'The cover must be an image file';
  return errors;
}

/** Spec 1: the first card's button says Download, the others Subscribe. */
export function bookButtonLabel(index: number): 'Download' | 'Subscribe' {
  return index === 0 ? 'Download' : 'Subscribe';
}

export function deleteBookMessage(title: string): string {
  return `Are you sure you want to delete "${title}"? This action cannot be undone.`;
}
