import { setupApi } from '../../../../lib/api';
import type { NotificationPreferences } from '../types';

export const notificationPreferencesApi = setupApi.enhanceEndpoints({ addTagTypes: ['notification_preferences'] }).injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: build.query<NotificationPreferences | null, string>({
      query: (userId) => (db) =>
        db.from('notification_preferences').select('push_enabled, email_enabled').eq('user_id', userId).maybeSingle(),
      providesTags: ['notification_preferences'],
    }),
    saveNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (prefs) => (db) =>
        db.from('notification_preferences').upsert(prefs, { onConflict: 'user_id' }).select('push_enabled, email_enabled').single(),
      invalidatesTags: ['notification_preferences'],
    }),
  }),
});

export const { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } = notificationPreferencesApi;
