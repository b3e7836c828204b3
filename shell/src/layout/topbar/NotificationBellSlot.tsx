import { Bell } from '../../features/notifications/Bell';
import { useLoadWhenIdle } from '../../platform/use-load-when';

/** The top bar's notification bell: its button at once, its live part once the page is idle or on first use. */
export function NotificationBellSlot() {
  // An e-mailed link (/?notification=<id>) is opened by the bell: it is needed at once then.
  const { wanted, want } = useLoadWhenIdle(new URLSearchParams(window.location.search).has('notification'));
  return <Bell wanted={wanted} want={want} />;
}
