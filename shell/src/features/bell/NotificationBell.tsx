import { useEffect, useId, useMemo, useRef, useState } from 'react';
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
import { BellIcon } from './BellIcon';
import { Anchor, BellButton, Count, Footer, Item, List, Message, Panel, PanelHeader, TextButton } from './NotificationBell.styles';
import { fullTime, timeAgo } from './time-ago';
import { useLiveNotifications } from './use-live-notifications';
import { useNotificationFromAddress } from './use-notification-from-address';

function countLabel(count: number): string {
  return count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
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

function Bell({ platform, userId, initiallyOpen }: { platform: PlatformApi; userId: string; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [pages, setPages] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const panelId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = useUnreadCountQuery();
  const push = usePushEnabledQuery();
  const [markRead] = useMarkReadMutation();
  const [markAllRead, markingAll] = useMarkAllReadMutation();
  const count = unread.data ?? 0;

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
  }, [open]);

  /** Marks the row read and opens its screen; false when no live remote declares that screen. */
  const openRow = (row: NotificationRow, replace = false): boolean => {
    if (row.read_at === null) void markRead(row.id);
    setOpen(false);
    const path = withFocus(tryHref(platform.screens, row.screen, row.params), row.params);
    if (path) platform.navigate(path, { replace });
    return path !== null;
  };
  useNotificationFromAddress(
    (row) => openRow(row, true),
    (address) => platform.navigate(address, { replace: true }),
  );

  return (
    <Anchor ref={anchor}>
      <BellButton
        ref={button}
        type="button"
        aria-label={countLabel(count)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <BellIcon />
        {count > 0 && (
          <Count aria-hidden="true" data-testid="notification-count">
            {count > 99 ? '99+' : count}
          </Count>
        )}
      </BellButton>
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
          <NotificationList pages={pages} onMore={() => setPages((p) => p + 1)} onOpen={openRow} />
        </Panel>
      )}
    </Anchor>
  );
}

/**
 * The bell with its own store (the shell has no remote store): count, panel, live updates. `initiallyOpen`: the
 * stand-in in the top bar was clicked before this chunk arrived.
 */

/** A notification about one record (`params.focus`: a task, a document) opens its screen on it (`?focus=<id>`, useFocusedRecord). */
function withFocus(path: string | null, params: unknown): string | null {
  const focus = params !== null && typeof params === 'object' ? (params as Record<string, unknown>).focus : undefined;
  return path && typeof focus === 'string' && focus !== '' ? `${path}?focus=${encodeURIComponent(focus)}` : path;
}

export default function NotificationBell({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const platform = usePlatform();
  const { user } = useSession();
  const store = useMemo(() => configureRemoteStore(platform, bellApi), [platform]);
  if (!user) return null;
  return (
    <Provider store={store}>
      <Bell key={user.id} platform={platform} userId={user.id} initiallyOpen={initiallyOpen} />
    </Provider>
  );
}
