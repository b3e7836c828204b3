import { lazy, Suspense, useState } from 'react';
import { BellIcon } from '../../features/bell/BellIcon';
import { useLoadWhenIdle } from '../../platform/use-load-when';
import { IconButton } from './TopBar.styles';

// The bell (its data layer, Realtime, the panel) is fetched once the page is idle or on first use: the first load stays small.
const NotificationBell = lazy(() => import(/* webpackChunkName: "lazy-notification-bell" */ '../../features/bell/NotificationBell'));

/** The top bar's notification bell (unread count, panel, live updates). */
export function NotificationBellSlot() {
  // An e-mailed link (/?notification=<id>) is opened by the bell: it is needed at once then.
  const { wanted, want } = useLoadWhenIdle(new URLSearchParams(window.location.search).has('notification'));
  // A click before the bell has arrived opens its panel once it is there.
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const placeholder = (
    <IconButton
      type="button"
      aria-label="Notifications"
      aria-busy={wanted || undefined}
      onPointerEnter={want}
      onFocus={want}
      onClick={() => {
        setOpenAtOnce(true);
        want();
      }}
    >
      <BellIcon />
    </IconButton>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationBell initiallyOpen={openAtOnce} />
    </Suspense>
  );
}
