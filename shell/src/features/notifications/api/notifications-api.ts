import { createRemoteApi } from 'shared-ui/data';
import type { Tables } from 'shared-ui';

export type NotificationRow = Pick<
  Tables<'notifications'>,
  'id' | 'kind' | 'title' | 'body' | 'screen' | 'params' | 'created_at' | 'read_at'
>;

export const PAGE_SIZE = 10;

/** The bell's own api (the shell is not a remote, but its data goes the same way: RTK Query over the platform's client). */
export const bellApi = createRemoteApi({ reducerPath: 'bellApi' })
  .enhanceEndpoints({ addTagTypes: ['notifications', 'notification_preferences'] })
  .injectEndpoints({
    endpoints: (build) => ({
      unreadCount: build.query<number, void>({
        query: () => async (db) => {
          const { count, error } = await db.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null);
          return { data: count ?? 0, error };
        },
        providesTags: ['notifications'],
      }),
      /** The newest `pages * PAGE_SIZE` notifications, and whether there are more. */
      notifications: build.query<{ rows: NotificationRow[]; more: boolean }, number>({
        query: (pages) => async (db) => {
          const { data, error } = await db
            .from('notifications')
            .select('id, kind, title, body, screen, params, created_at, read_at')
            .order('created_at', { ascending: false })
            .order('id', { ascending: false })
            .range(0, pages * PAGE_SIZE);
          const rows = (data ?? []) as NotificationRow[];
          return { data: { rows: rows.slice(0, pages * PAGE_SIZE), more: rows.length > pages * PAGE_SIZE }, error };
        },
        providesTags: ['notifications'],
      }),
      /** One of the user's notifications (null: none of theirs has this id). */
      notification: build.query<NotificationRow | null, string>({
        query: (id) => async (db) => {
          const { data, error } = await db
            .from('notifications')
            .select('id, kind, title, body, screen, params, created_at, read_at')
            .eq('id', id)
            .maybeSingle();
          return { data: (data as NotificationRow | null) ?? null, error };
        },
        providesTags: ['notifications'],
      }),
      pushEnabled: build.query<boolean, void>({
        query: () => async (db) => {
          const { data, error } = await db.from('notification_preferences').select('push_enabled').maybeSingle();
          return { data: data?.push_enabled ?? true, error };
        },
        providesTags: ['notification_preferences'],
      }),
      markRead: build.mutation<null, string>({
        query: (id) => (db) => db.from('notifications').update({ read_at: new Date().toISOString() }).eq('id', id).is('read_at', null),
        invalidatesTags: ['notifications'],
      }),
      markAllRead: build.mutation<null, void>({
        query: () => (db) => db.from('notifications').update({ read_at: new Date().toISOString() }).is('read_at', null),
        invalidatesTags: ['notifications'],
      }),
    }),
  });

export const {
  useUnreadCountQuery,
  useNotificationsQuery,
  useNotificationQuery,
  usePushEnabledQuery,
  useMarkReadMutation,
  useMarkAllReadMutation,
} = bellApi;
