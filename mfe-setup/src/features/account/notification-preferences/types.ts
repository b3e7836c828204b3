import type { Tables } from 'shared-ui';
/** `notification_preferences` (one row per user; no row yet means both on, the column defaults). */
export type NotificationPreferences = Pick<Tables<'notification_preferences'>, 'push_enabled' | 'email_enabled'>;

export const DEFAULT_PREFERENCES: NotificationPreferences = { push_enabled: true, email_enabled: true };
