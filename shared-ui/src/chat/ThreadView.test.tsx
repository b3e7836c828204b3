import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { ChatMessage } from './chat-types';
import { threadItems } from './thread';
import { ThreadView } from './ThreadView';

const message = (id: string, body: string, created_at: string): ChatMessage => ({
  id,
  conversation_id: 'k1',
  author_id: 'u1',
  author_role: 'client',
  body,
  attachments: [],
  client_id: `c-${id}`,
  created_at,
  edited_at: null,
});
const LATEST = message('m2', 'Latest', '2026-11-20T10:00:00Z');
const OLDER = message('m1', 'Older', '2026-11-19T10:00:00Z');

/** A thread whose first page holds the latest message; `Load earlier` adds the older one (or fails: nothing added). */
function Thread({
  focusedMessageId,
  onLoadOlder,
  fails = false,
}: {
  focusedMessageId: string | null;
  onLoadOlder: () => void;
  fails?: boolean;
}) {
  const [messages, setMessages] = useState([LATEST]);
  const [, setAttempts] = useState(0);
  return (
    <ThemeProvider>
      <ThreadView
        items={threadItems(messages, [], 'u1', null, undefined)}
        authorName={() => 'You'}
        renderAttachment={() => null}
        hasOlder={messages.length === 1}
        loadingOlder={false}
        onLoadOlder={() => {
          onLoadOlder();
          if (fails) setAttempts((n) => n + 1);
          else setMessages([OLDER, LATEST]);
        }}
        onRetry={() => undefined}
        label="Conversation"
        focusedMessageId={focusedMessageId}
      />
    </ThemeProvider>
  );
}

describe('ThreadView with a linked message (?focus=<message id>)', () => {
  const scroll = jest.fn();
  beforeAll(() => {
    Element.prototype.scrollIntoView = scroll;
  });
  beforeEach(() => scroll.mockClear());

  it('loads earlier pages until the message is shown, then marks it and brings it into view once', async () => {
    const loadOlder = jest.fn();
    render(<Thread focusedMessageId="m1" onLoadOlder={loadOlder} />);
    const older = (await screen.findByText('Older')).closest('[data-testid="chat-message"]');
    expect(loadOlder).toHaveBeenCalledTimes(1);
    expect(older).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Latest').closest('[data-testid="chat-message"]')).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    expect(scroll.mock.contexts[0]).toBe(older);
  });

  it('loads nothing without a link; for a message the thread lacks, the earlier pages until there are none', async () => {
    const loadOlder = jest.fn();
    const { rerender } = render(<Thread focusedMessageId={null} onLoadOlder={loadOlder} />);
    await screen.findByText('Latest');
    expect(loadOlder).not.toHaveBeenCalled();
    rerender(<Thread focusedMessageId="elsewhere" onLoadOlder={loadOlder} />);
    await screen.findByText('Older');
    expect(loadOlder).toHaveBeenCalledTimes(1);
    expect(scroll).not.toHaveBeenCalled();
  });

  it('asks for an earlier page once per oldest message shown: one that failed is not asked again by itself', async () => {
    const loadOlder = jest.fn();
    render(<Thread focusedMessageId="m1" onLoadOlder={loadOlder} fails />);
    await screen.findByText('Latest');
    await waitFor(() => expect(loadOlder).toHaveBeenCalledTimes(1));
    await screen.findByRole('button', { name: 'Load earlier messages' });
    expect(loadOlder).toHaveBeenCalledTimes(1);
  });
});
