import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { BellIcon } from './BellIcon';
import { Anchor, BellButton, Count } from './Bell.styles';
import type { BellControl } from './NotificationBell';

// The bell's live part (its data layer, Realtime, the panel) is its own chunk: the first load stays small.
const NotificationBell = lazy(() => import(/* webpackChunkName: "lazy-notification-bell" */ './NotificationBell'));

function countLabel(count: number): string {
  return count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
}

export interface BellProps {
  /** Fetch the live part now (the page is idle, or the bell is about to be used). */
  wanted: boolean;
  /** Asks for the live part (hover, focus, a click). */
  want(): void;
}

/**
 * The top bar's notification bell: one button from the first paint, never swapped, so a click is never lost. It opens
 * and closes its panel at once; the count, the panel's content and live updates come with the live part
 * (`NotificationBell`), which it asks for on hover, focus or a click.
 */
export function Bell({ wanted, want }: BellProps) {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const panelId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const control: BellControl = useMemo(() => ({ open, setOpen, onCount: setCount, anchor, button, panelId }), [open, panelId]);
  const shown = count ?? 0;
  return (
    <Anchor ref={anchor}>
      <BellButton
        ref={button}
        type="button"
        aria-label={countLabel(shown)}
        aria-expanded={open}
        aria-controls={panelId}
        // Open before the live part has arrived: it is on its way.
        aria-busy={(open && count === null) || undefined}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen((o) => !o);
        }}
      >
        <BellIcon />
        {shown > 0 && (
          <Count aria-hidden="true" data-testid="notification-count">
            {shown > 99 ? '99+' : shown}
          </Count>
        )}
      </BellButton>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationBell control={control} />
        </Suspense>
      )}
    </Anchor>
  );
}
