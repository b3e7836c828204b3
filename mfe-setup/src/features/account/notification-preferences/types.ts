/** `notification_preferences` (one row per user; no row yet means both on, the column defaults). */
export interface NotificationPreferences {
  push_enabled: boolean;
  email_enabled: boolean;
}

export const DEFAULT_PREFERENCES: NotificationPreferences = { push_enabled: true, email_enabled: true };
