import { isWebUrl } from '../../lib/web-url';
import type { SocialAccountRow } from './api/social-accounts-api';

/** The form's values: the account's own columns, empty text for none. */
export type SocialAccountDraft = Record<keyof SocialAccountRow, string>;

export const EMPTY_SOCIAL_ACCOUNT: SocialAccountDraft = { platform: '', username: '', password: '', profile_url: '', notes: '' };

export type SocialAccountErrors = Partial<Record<keyof SocialAccountDraft, string>>;

/** Spec 1 section 5: Platform, Username and Password required; Profile URL well-formed if given; Notes optional. */
export function validateSocialAccount(draft: SocialAccountDraft): SocialAccountErrors {
  const errors: SocialAccountErrors = {};
  if (!draft.platform.trim()) errors.platform = 'Platform is required';
  if (!draft.username.trim()) errors.username = 'Username is required';
  if (!draft.password) errors.password = 'Password is required';
  if (draft.profile_url.trim() && !isWebUrl(draft.profile_url.trim())) errors.profile_url = 'Enter a valid URL (https://...)';
  return errors;
}

/** The row to store: trimmed, empty optional fields as null. */
export function toSocialAccountRow(draft: SocialAccountDraft): SocialAccountRow {
  return {
    platform: draft.platform.trim(),
    username: draft.username.trim(),
    password: draft.password,
    profile_url: draft.profile_url.trim() || null,
    notes: draft.notes.trim() || null,
  };
}
