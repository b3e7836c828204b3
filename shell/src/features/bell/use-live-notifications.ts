import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { PlatformApi } from 'shared-ui';
import { bellApi, type NotificationRow } from './api/notifications-api';

/**
 * New notifications of the signed-in user, live through Supabase Realtime (RLS decides on the server
 * who receives a row; the filter only narrows). Each one refreshes the count and the panel and is handed to
 * `onNew` (the live region, the toast). Each time the channel joins (the first time too: a row saved between the
 * first read and the join is heard by neither) the data is read again: nothing missed stays missed.
 */
export function useLiveNotifications(platform: PlatformApi, userId: string, onNew: (row: NotificationRow) => void): void {
  const dispatch = useDispatch();
  const onNewRef = useRef(onNew);
  onNewRef.current = onNew;

  useEffect(() => {
    const channel = platform.supabase
      .channel(`notifications:${userId}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, (payload) => {
        dispatch(bellApi.util.invalidateTags(['notifications']));
        onNewRef.current(payload.new as NotificationRow);
      })
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, () => {
        // Read in another tab: the count follows.
        dispatch(bellApi.util.invalidateTags(['notifications']));
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') dispatch(bellApi.util.invalidateTags(['notifications']));
      });
    return () => {
      void platform.supabase.removeChannel(channel);
    };
  }, [platform, userId, dispatch]);
}
