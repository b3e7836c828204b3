import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, fakeRealtime, fakeSupabase, renderWithStore, type FakeSupabaseOptions } from 'shared-ui/testing';
import { contentApi } from '../../../lib/api';
import type { ChatMessage, Conversation } from 'shared-ui/chat';
import SupportPage from './SupportPage';

// Only the supabase client is faked (no server in DOM tests): the one fake of shared-ui/testing, its realtime included.
const OPEN: Conversation = {
  id: 'k1',
  user_id: 'u1',
  status: 'open',
  advisor_id: 'a1',
  created_at: '2026-11-20T09:00:00Z',
  last_message_at: '2026-11-20T10:00:00Z',
  archived_at: null,
  archived_by: null,
};
const HELLO: ChatMessage = {
  id: 'm1',
  conversation_id: 'k1',
  author_id: 'u1',
  author_role: 'client',
  body: 'Hello there',
  attachments: [],
  client_id: 'c1',
  created_at: '2026-11-20T10:00:00Z',
  edited_at: null,
};

function renderPage(options: FakeSupabaseOptions = {}) {
  const fake = fakeSupabase({
    tables: {
      conversations: [OPEN],
      conversation_messages: [HELLO],
      conversation_reads: [],
      advisor_cards: [{ user_id: 'a1', name: 'Dana Advisor', working_hours: 'Mon-Fri 9-5', photo_path: null }],
    },
    rpc: {
      send_message: (args) => ({
        ...HELLO,
        id: `m-${String(args.client_id)}`,
        body: args.body,
        client_id: args.client_id,
        created_at: new Date().toISOString(),
      }),
      mark_conversation_read: () => ({ conversation_id: 'k1', user_id: 'u1', last_read_at: new Date().toISOString() }),
      archive_conversation: () => ({ ...OPEN, status: 'archived', archived_at: new Date().toISOString() }),
    },
    ...options,
  });
  const platform = createFakePlatform({ supabase: fake.client });
  renderWithStore(<SupportPage />, contentApi, platform);
  return { fake, platform, user: userEvent.setup({ delay: null }) };
}

// The first render loads the kit's modules: slow on a busy machine.
jest.setTimeout(20_000);
beforeEach(() => localStorage.clear());

it('names the advisor, shows presence from the channels, and the advisor card with the support line', async () => {
  const { fake, user } = renderPage();
  const header = (await screen.findByRole('button', { name: 'View profile' })).closest('header') as HTMLElement;
  await waitFor(() => expect(header).toHaveTextContent('Dana Advisor'));
  expect(header).toHaveTextContent('Away');
  expect(
    fakeRealtime(fake)
      .channels()
      .find((c) => c.topic === 'conversation:k1')?.config,
  ).toMatchObject({ private: true });
  // Presence is keyed by user id: the client's own key (another tab) is never the advisor, whatever it says.
  act(() => fakeRealtime(fake).presence('conversation:k1', { u1: [{ role: 'advisor' }] }));
  expect(header).toHaveTextContent('Away');
  act(() => fakeRealtime(fake).presence('conversation:k1', { a1: [{ online_at: '2026-11-20T10:00:00Z' }] }));
  expect(header).toHaveTextContent('Online');
  act(() => fakeRealtime(fake).presence('conversation:k1', {}));
  expect(header).toHaveTextContent(/Away · last seen/);
  act(() => fakeRealtime(fake).presence('support-inbox', { a1: [{ online_at: '2026-11-20T10:00:00Z' }] }));
  expect(header).toHaveTextContent('Online');

  await user.click(within(header).getByRole('button', { name: 'View profile' }));
  const card = screen.getByRole('dialog', { name: 'Dana Advisor' });
  expect(card).toHaveTextContent('Mon-Fri 9-5');
  expect(within(card).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
});

it('sends on Enter (Shift+Enter adds a line) with a client id, and shows it sent', async () => {
  const { fake, user } = renderPage();
  const box = await screen.findByLabelText('Message');
  await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two{Enter}');
  await waitFor(() => expect(fake.callsTo('rpc:send_message')).toHaveLength(1));
  const [[, [args]]] = fake.callsTo('rpc:send_message')[0].steps as [string, [Record<string, unknown>]][];
  expect(args).toMatchObject({ body: 'Line one\nline two', attachments: [] });
  expect(args.client_id).toEqual(expect.any(String));
  expect(box).toHaveValue('');
  await waitFor(() => expect(screen.getAllByTestId('chat-message').at(-1)).toHaveTextContent('Sent'));
});

it('keeps a failed message with Retry, and resends it with the same client id', async () => {
  const { fake, user } = renderPage({ failures: { 'rpc:send_message': { message: 'Failed to fetch', status: 0, on: 'any' } } });
  const box = await screen.findByLabelText('Message');
  await user.type(box, 'Lost?{Enter}');
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(JSON.parse(localStorage.getItem('portal.support-chat.u1') ?? '{}').outbox).toHaveLength(1);
  fake.fail('rpc:send_message', null);
  await user.click(retry);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull());
  const ids = fake.callsTo('rpc:send_message').map((c) => (c.steps[0][1][0] as { client_id: string }).client_id);
  expect(new Set(ids).size).toBe(1);
  expect(localStorage.getItem('portal.support-chat.u1')).toBeNull();
});

/** A row change as the database broadcasts it on the conversation's channel (realtime.broadcast_changes). */
const fromDatabase = (event: string, table: string, record: unknown, operation = 'INSERT') => ({
  id: `b-${Math.random()}`,
  operation,
  table,
  schema: 'public',
  record,
  old_record: null,
});

it("tells the client in the portal's words when a limit is reached (429), and keeps the message with Retry", async () => {
  const { user } = renderPage({
    failures: {
      'rpc:send_message': {
        message: 'You are sending messages too fast. Wait a minute, then send again.',
        code: 'PT429',
        status: 429,
        on: 'any',
      },
    },
  });
  await user.type(await screen.findByLabelText('Message'), 'Again{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('You are sending messages too fast. Wait a minute, then send again.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('shows a live reply from its one channel, announces it politely, marks it read, and shows typing from presence', async () => {
  const { fake } = renderPage();
  await screen.findByText('Hello there');
  expect(
    fakeRealtime(fake)
      .channels()
      .map((c) => c.topic)
      .sort(),
  ).toEqual(['conversation:k1', 'support-inbox']);
  // A typing broadcast (what a sender could make up) shows nothing; the advisor's presence keystroke does.
  act(() => fakeRealtime(fake).broadcast('conversation:k1', 'typing', { role: 'advisor' }));
  expect(screen.queryByText('Advisor is typing...')).toBeNull();
  act(() =>
    fakeRealtime(fake).presence('conversation:k1', { a1: [{ online_at: '2026-11-20T10:00:00Z', typing_at: '2026-11-20T10:00:01Z' }] }),
  );
  expect(screen.getByText('Advisor is typing...')).toBeInTheDocument();
  act(() =>
    fakeRealtime(fake).broadcast(
      'conversation:k1',
      'message',
      fromDatabase('message', 'conversation_messages', {
        ...HELLO,
        id: 'm2',
        author_id: 'a1',
        author_role: 'advisor',
        body: 'Hi! See https://example.com',
        client_id: 'c2',
        created_at: new Date().toISOString(),
      }),
    ),
  );
  expect(await screen.findByRole('link', { name: 'https://example.com' })).toHaveAttribute('rel', expect.stringContaining('noopener'));
  expect(screen.queryByText('Advisor is typing...')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('New message from Dana Advisor: Hi! See https://example.com');
  await waitFor(() => expect(fake.callsTo('rpc:mark_conversation_read').length).toBeGreaterThan(0));
});

it('a reply written while the live feed was away shows once it is back (the thread is read again at each join)', async () => {
  const { fake } = renderPage();
  await screen.findByText('Hello there');
  // Saved on the server but never heard live (the socket was down).
  await act(async () => {
    await fake.client.from('conversation_messages').insert({
      ...HELLO,
      id: 'm3',
      author_id: 'a1',
      author_role: 'advisor',
      body: 'Sent while you were offline',
      client_id: 'c3',
      created_at: new Date().toISOString(),
    });
  });
  expect(screen.queryByText('Sent while you were offline')).toBeNull();
  act(() => fakeRealtime(fake).reconnect());
  expect(await screen.findByText('Sent while you were offline')).toBeInTheDocument();
});

it('applies the conversation row it receives (assigned, archived) without reading the list again; a sent message neither', async () => {
  const { fake, user } = renderPage();
  const box = await screen.findByLabelText('Message');
  const listReads = () => fake.callsTo('conversations').length;
  const before = listReads();
  await user.type(box, 'Thanks{Enter}');
  await waitFor(() => expect(screen.getAllByTestId('chat-message').at(-1)).toHaveTextContent('Sent'));
  act(() =>
    fakeRealtime(fake).broadcast(
      'conversation:k1',
      'conversation',
      fromDatabase('conversation', 'conversations', { ...OPEN, status: 'archived', archived_at: new Date().toISOString() }, 'UPDATE'),
    ),
  );
  expect(await screen.findByRole('button', { name: /^Conversation of .* archived/ })).toBeInTheDocument();
  expect(listReads()).toBe(before);
});

it('archives after a confirmation', async () => {
  const { fake, user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Archive' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Archive this conversation?' });
  expect(fake.callsTo('rpc:archive_conversation')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
  await waitFor(() => expect(fake.callsTo('rpc:archive_conversation')).toHaveLength(1));
});

it('opens the archived conversation of a message a link points at (?focus=<message id>) with the message marked', async () => {
  const ARCHIVED: Conversation = {
    ...OPEN,
    id: 'k0',
    status: 'archived',
    created_at: '2026-10-01T09:00:00Z',
    archived_at: '2026-10-02T09:00:00Z',
  };
  const OLD_ID = '6f1c2f0e-2b8e-4d2a-9a51-0c3f5b7e9d11';
  const OLD: ChatMessage = {
    ...HELLO,
    id: OLD_ID,
    conversation_id: 'k0',
    body: 'My EIN letter is attached',
    created_at: '2026-10-01T10:00:00Z',
  };
  window.history.pushState(null, '', `/support?focus=${OLD_ID}`);
  try {
    renderPage({
      tables: {
        conversations: [OPEN, ARCHIVED],
        conversation_messages: [HELLO, OLD],
        conversation_reads: [],
        advisor_cards: [],
      },
    });
    const archived = await screen.findByRole('log', { name: /^Archived conversation of/ });
    const message = (await within(archived).findByText('My EIN letter is attached')).closest('[data-testid="chat-message"]');
    expect(message).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /^Conversation of .* archived/ })).toHaveAttribute('aria-expanded', 'true');
    // The open conversation's message is not the linked one.
    const open = screen.getByRole('log', { name: /^Conversation with/ });
    expect(within(open).getByText('Hello there').closest('[data-testid="chat-message"]')).not.toHaveAttribute('aria-current');
  } finally {
    window.history.pushState(null, '', '/');
  }
});
