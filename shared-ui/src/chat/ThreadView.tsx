import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, focusedRecordStyle, formatDay, Spinner, Stack } from 'shared-ui';
import { attachmentsOf, type Attachment, type ChatMessage } from './chat-types';
import type { ThreadItem } from './thread';
import { MessageText } from './MessageText';

const Scroller = styled(Stack)`
  height: 55vh;
  min-height: 280px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const Bubble = styled(Stack)<{ $own: boolean }>`
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  max-width: min(75%, 40rem);
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $own }) => ($own ? theme.colors.brandSoft : theme.colors.background)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${focusedRecordStyle}
`;

const Meta = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Divider = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  margin: 0;
`;

// One formatter for every message, made on first use (toLocaleTimeString with options builds a new one per call).
let timeFormat: Intl.DateTimeFormat | undefined;
const time = (iso: string) =>
  (timeFormat ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })).format(new Date(iso));

const STATE_LABEL = { sending: 'Sending...', sent: 'Sent', seen: 'Seen', failed: 'Not sent' } as const;

export interface ThreadViewProps {
  items: ThreadItem[];
  /** The name shown above another participant's message. */
  authorName(message: ChatMessage): string;
  /** A stored file of a message (a link through the remote's signed URL). */
  renderAttachment(file: Attachment): ReactNode;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  onRetry(clientId: string): void;
  /** Set when the conversation is not the open one (archived: read only, no scroll loading label). */
  label: string;
  /**
   * A message a link points at (`?focus=<message id>`, the top-bar search): highlighted and brought into view once,
   * older pages loaded until it is shown (or there are none).
   */
  focusedMessageId?: string | null;
}

/** The thread: newest at the bottom, older pages as the reader scrolls up, day separators, the unread divider. */
export function ThreadView({
  items,
  authorName,
  renderAttachment,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  label,
  focusedMessageId = null,
}: ThreadViewProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBefore = useRef<number | null>(null);
  const focusShown = useRef<string | null>(null);
  const lastKey = items.at(-1)?.key;

  // New lines at the bottom keep the reader at the bottom (if they were there); older pages keep the view still.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBefore.current !== null) {
      el.scrollTop += el.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [items.length, lastKey]);

  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);
  // The linked message: in view once it is among the shown ones; until then, the page before the oldest shown, asked
  // once per oldest message (a page that failed is not asked again by itself: "Load earlier messages" is there).
  const focusLoaded = items.some((item) => item.kind === 'message' && item.message.id === focusedMessageId);
  const oldestKey = items.find((item) => item.kind === 'message')?.key;
  const focusAskedBefore = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!focusedMessageId || focusShown.current === focusedMessageId) return;
    if (!focusLoaded) {
      if (hasOlder && !loadingOlder && focusAskedBefore.current !== oldestKey) {
        focusAskedBefore.current = oldestKey;
        heightBefore.current = scroller.current?.scrollHeight ?? null;
        onLoadOlder();
      }
      return;
    }
    const element = scroller.current?.querySelector<HTMLElement>('[data-focused="true"]');
    if (!element) return;
    focusShown.current = focusedMessageId;
    atBottom.current = false;
    element.scrollIntoView?.({ block: 'center' });
  }, [focusedMessageId, focusLoaded, oldestKey, hasOlder, loadingOlder, onLoadOlder]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
    if (el.scrollTop < 48 && hasOlder && !loadingOlder) {
      heightBefore.current = el.scrollHeight;
      onLoadOlder();
    }
  };

  return (
    <Scroller ref={scroller} $gap="sm" onScroll={onScroll} role="log" aria-label={label} tabIndex={0}>
      {hasOlder && (
        <Button size="sm" variant="ghost" onClick={onLoadOlder} disabled={loadingOlder} style={{ alignSelf: 'center' }}>
          {loadingOlder ? <Spinner label="Loading earlier messages..." size={16} /> : 'Load earlier messages'}
        </Button>
      )}
      {items.map((item) => {
        switch (item.kind) {
          case 'day':
            return <Divider key={item.key}>{formatDay(item.day)}</Divider>;
          case 'unread':
            return (
              <Divider key={item.key} role="separator">
                New messages
              </Divider>
            );
          case 'message': {
            const m = item.message;
            const focused = m.id === focusedMessageId ? ({ 'data-focused': 'true', 'aria-current': 'true' } as const) : {};
            return (
              <Bubble key={item.key} $own={item.own} $gap="xs" data-testid="chat-message" {...focused}>
                {!item.own && <Meta>{authorName(m)}</Meta>}
                {m.body && (
                  <div>
                    <MessageText text={m.body} />
                  </div>
                )}
                {attachmentsOf(m).map((file) => (
                  <span key={file.path}>{renderAttachment(file)}</span>
                ))}
                <Meta>
                  {time(m.created_at)}
                  {item.state && ` · ${STATE_LABEL[item.state]}`}
                </Meta>
              </Bubble>
            );
          }
          case 'pending': {
            const p = item.pending;
            return (
              <Bubble key={item.key} $own $gap="xs" data-testid="chat-message">
                {p.body && (
                  <div>
                    <MessageText text={p.body} />
                  </div>
                )}
                {p.attachments.map((file) => (
                  <span key={file.path}>{file.name}</span>
                ))}
                <Meta>
                  {time(p.created_at)} · {p.failed ? STATE_LABEL.failed : STATE_LABEL.sending}
                </Meta>
                {p.failed && p.error && <Meta role="alert">{p.error}</Meta>}
                {p.failed && (
                  <Button size="sm" variant="secondary" onClick={() => onRetry(p.client_id)}>
                    Retry
                  </Button>
                )}
              </Bubble>
            );
          }
        }
      })}
    </Scroller>
  );
}
