/** The 20 preset emojis of the automation form (spec 1); the gear is the default. */
export const PRESET_EMOJIS = [
  '⚙️',
  '🤖',
  '📧',
  '📱',
  '💬',
  '📊',
  '📈',
  '💰',
  '🧾',
  '📅',
  '🔔',
  '⭐',
  '🚀',
  '🛒',
  '📦',
  '🔗',
  '📝',
  '🎯',
  '🔄',
  '💡',
] as const;

export const DEFAULT_EMOJI = '⚙️';
export const DEFAULT_AUTOMATION_TYPE = 'Custom';

/** Spec 1 section 5: the emoji value counts as a custom image if it parses as a URL. */
export function isImageEmoji(emoji: string | null | undefined): boolean {
  if (!emoji) return false;
  if (/^(training_videos|automations|emojis)\//.test(emoji)) return true; // a path in business-documents
  try {
    new URL(emoji);
    return true;
  } catch {
    return false;
  }
}

/** A custom emoji upload takes precedence over the chosen preset. */
export function resolveEmoji(chosen: string, uploadedPath: string | null): string {
  return uploadedPath ?? (chosen || DEFAULT_EMOJI);
}

/** The status badge: green for "active", yellow for anything else; an empty status shows as "pending". */
export function automationStatusBadge(status: string | null | undefined): { label: string; tone: 'success' | 'warning' } {
  const label = status?.trim() ? status.trim() : 'pending';
  return { label, tone: label === 'active' ? 'success' : 'warning' };
}

export const REQUEST_PRIORITIES = [
  { value: 'High', label: 'High Priority' },
  { value: 'Medium', label: 'Medium Priority' },
  { value: 'Low', label: 'Low Priority' },
] as const;

/** Files of the automation form must be images. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}
