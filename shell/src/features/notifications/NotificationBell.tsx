import { useEffect, useMemo, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { Provider } from 'react-redux';
import { tryHref, usePlatform, useSession, VisuallyHidden, type PlatformApi } from 'shared-ui';
import { configureRemoteStore } from 'shared-ui/data';
import {
  bellApi,
  useMarkAllReadMutation,
  useMarkReadMutation,
  useNotificationsQuery,
  usePushEnabledQuery,
  useUnreadCountQuery,
  type NotificationRow,
} from './api/notifications-api';
import { Footer, Item, List, Message, Panel, PanelHeader, TextButton } from './NotificationBell.styles';
import { fullTime, timeAgo } from './time-ago';
import { useLiveNotifications } from './use-live-notifications';
import { useNotificationFromAddress } from './use-notification-from-address';

/** Said when a notification's screen is not in the portal now (its remote's kind rolled back, a screen gone). */
export const GONE = 'The page this notification opens is not available now.';

/** What the bell's button (`Bell`, in the first load) shares with its live part: its state, its place and itself. */
export interface BellControl {
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  /** The unread count, each time it changes (the button shows it). */
  onCount(count: number): void;
  /** The bell's place (a click outside it closes the panel) and its button (Escape gives it focus back). */
  anchor: RefObject<HTMLDivElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  panelId: string;
}

function NotificationList({ pages, onMore, onOpen }: { pages: number; onMore(): void; onOpen(row: NotificationRow): void }) {
  const query = useNotificationsQuery(pages);
  if (query.isLoading) return <Message>Loading notifications...</Message>;
  if (query.isError || !query.data) {
    return (
      <Message>
        Notifications could not be loaded.{' '}
        <TextButton type="button" onClick={() => void query.refetch()}>
          Retry
        </TextButton>
      </Message>
    );
  }
  const { rows, more } = query.data;
  if (rows.length === 0)
    return <Message>You have no notifications yet. Updates about your build-out, payments and scores will appear here.</Message>;
  return (
    <>
      <List>
        {rows.map((row) => (
          <li key={row.id}>
            <Item type="button" $unread={row.read_at === null} onClick={() => onOpen(row)}>
              <strong>
                {row.read_at === null && <VisuallyHidden>Unread: </VisuallyHidden>}
                {row.title}
              </strong>
              <span>{row.body}</span>
              <time dateTime={row.created_at} title={fullTime(row.created_at)}>
                {timeAgo(row.created_at)}
              </time>
            </Item>
          </li>
        ))}
      </List>
      {more && (
        <Footer>
          <TextButton type="button" disabled={query.isFetching} onClick={onMore}>
            {query.isFetching ? 'Loading...' : 'Show older notifications'}
          </TextButton>
        </Footer>
      )}
    </>
  );
}

function LiveBell({ platform, userId, control }: { platform: PlatformApi; userId: string; control: BellControl }) {
  const { open, setOpen, onCount, anchor, button, panelId } = control;
  const [pages, setPages] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const unread = useUnreadCountQuery();
  const push = usePushEnabledQuery();
  const [markRead] = useMarkReadMutation();
  const [markAllRead, markingAll] = useMarkAllReadMutation();
  const count = unread.data ?? 0;
  useEffect(() => onCount(count), [count, onCount]);

  useLiveNotifications(platform, userId, (row) => {
    setAnnouncement(`New notification: ${row.title}`);
    // "Push Notifications" on: a toast as well; off (or not known yet), only the bell counts.
    if (push.data === true) platform.toast(row.title, { kind: 'info', description: row.body });
  });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (anchor.current && !anchor.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // Focus going elsewhere (Ctrl-K to the search box next to it, Tab away) closes the panel as a click outside does.
    const onFocus = (event: FocusEvent) => {
      if (anchor.current && !anchor.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, setOpen, anchor, button]);

  /** Marks the row read and opens its screen; false when no live remote declares that screen. */
  const openRow = (row: NotificationRow, replace = false): boolean => {
    if (row.read_at === null) void markRead(row.id);
    setOpen(false);
    // A remote's kind opens the screen its live release declares for it (`notificationKinds`).
    const path = tryHref(platform.screens, platform.screens.notificationScreen?.(row.kind) ?? row.screen, row.params);
    if (path) platform.navigate(path, { replace });
    return path !== null;
  };
  useNotificationFromAddress(
    (row) => openRow(row, true),
    (address) => platform.navigate(address, { replace: true }),
  );

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {open && (
        <Panel id={panelId} role="region" aria-label="Notifications">
          <PanelHeader>
            <h2>Notifications</h2>
            <TextButton type="button" disabled={count === 0 || markingAll.isLoading} onClick={() => void markAllRead()}>
              Mark all read
            </TextButton>
          </PanelHeader>
          <NotificationList
            pages={pages}
            onMore={() => setPages((p) => p + 1)}
            onOpen={(row) => {
              // A remote's kind rolled back (or a screen renamed away): say so rather than do nothing.
              if (!openRow(row)) platform.toast(GONE, { kind: 'info' });
            }}
          />
        </Panel>
      )}
    </>
  );
}

/**
 * The bell's live part, with its own store (the shell has no remote store): the count, the panel, live updates and
 * the notification an e-mail links to. Its button is `Bell`'s, there from the first paint (`control`).
 */
export default function NotificationBell({ control }: { control: BellControl }) {
  const platform = usePlatform();
  const { user } = useSession();
  const store = useMemo(() => configureRemoteStore(platform, bellApi), [platform]);
  if (!user) return null;
  return (
    <Provider store={store}>
      <LiveBell key={user.id} platform={platform} userId={user.id} control={control} />
    </Provider>
  );
}
