import { useEffect, useRef } from 'react';
import { skipToken } from 'shared-ui/data';
import { useNotificationQuery, type NotificationRow } from './api/notifications-api';

const PARAM = 'notification';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The notification id in `?notification=<id>` (the link of a notification's e-mail), or null. */
export function notificationIdIn(search: string): string | null {
  const id = new URLSearchParams(search).get(PARAM);
  return id && UUID.test(id) ? id : null;
}

/** The current address without `?notification=`. */
export function addressWithout(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const params = new URLSearchParams(location.search);
  params.delete(PARAM);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/**
 * Opens the notification an e-mail links to (`/?notification=<id>`) once the signed-in user's row is read, as a
 * click in the panel does (`open` says whether it could); otherwise (not theirs, gone, or a screen no live remote
 * declares) the address is left as it was without the id.
 */
export function useNotificationFromAddress(open: (row: NotificationRow) => boolean, leave: (address: string) => void): void {
  const id = useRef(notificationIdIn(window.location.search)).current;
  const { data, isError } = useNotificationQuery(id ?? skipToken);
  const done = useRef(false);
  useEffect(() => {
    if (!id || done.current || (data === undefined && !isError)) return;
    done.current = true;
    if (!data || !open(data)) leave(addressWithout(window.location));
  }, [id, data, isError, open, leave]);
}
