import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { PlatformApi } from 'shared-ui';
import { bellApi, type NotificationRow } from './api/notifications-api';

/** What the database broadcasts on `notifications:<user>` (realtime.broadcast_changes). */
interface NotificationBroadcast {
  operation?: string;
  record?: NotificationRow | null;
}

/**
 * New notifications of the signed-in user, live on the private channel `notifications:<user>`: the database
 * broadcasts each stored or changed row (realtime.broadcast_changes), and only that user may join (a
 * realtime.messages policy). Each new one refreshes the count and the panel and is handed to `onNew` (the live
 * region, the toast). Each time the channel joins (the first time too: a row saved between the first read and the
 * join is heard by neither) the data is read again: nothing missed stays missed.
 */
export function useLiveNotifications(platform: PlatformApi, userId: string, onNew: (row: NotificationRow) => void): void {
  const dispatch = useDispatch();
  const onNewRef = useRef(onNew);
  onNewRef.current = onNew;

  useEffect(() => {
    const channel = platform.supabase
      .channel(`notifications:${userId}`, { config: { private: true } })
      .on('broadcast', { event: 'notification' }, ({ payload }) => {
        const { operation, record } = (payload ?? {}) as NotificationBroadcast;
        // An UPDATE is one read in another tab: the count follows.
        dispatch(bellApi.util.invalidateTags(['notifications']));
        if (operation === 'INSERT' && record) onNewRef.current(record);
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') dispatch(bellApi.util.invalidateTags(['notifications']));
      });
    return () => {
      void platform.supabase.removeChannel(channel);
    };
  }, [platform, userId, dispatch]);
}
