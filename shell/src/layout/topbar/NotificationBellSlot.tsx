import { lazy, Suspense } from 'react';
import { BellIcon } from '../../features/bell/BellIcon';
import { IconButton } from './TopBar.styles';

// The bell's data layer (RTK Query, Realtime) loads after the first paint: the first load of `/` stays small.
const NotificationBell = lazy(() => import(/* webpackChunkName: "notification-bell" */ '../../features/bell/NotificationBell'));

/** The top bar's notification bell (unread count, panel, live updates). */
export function NotificationBellSlot() {
  return (
    <Suspense
      fallback={
        <IconButton type="button" aria-label="Notifications" disabled>
          <BellIcon />
        </IconButton>
      }
    >
      <NotificationBell />
    </Suspense>
  );
}
