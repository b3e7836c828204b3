import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'shared-ui/router';
import { createFakePlatform, fakeRealtime, fakeSupabase, renderWithStore } from 'shared-ui/testing';
import { adminApi } from '../../../lib/api';
import ConversationsPage from './ConversationsPage';

const client = { id: 'c1', name: 'Ann Lee', email: 'ann@test.local' };
const conversations = [
  {
    id: 'k1',
    user_id: 'c1',
    status: 'open',
    advisor_id: null,
    created_at: '2026-11-27T09:00:00Z',
    last_message_at: '2026-11-27T09:05:00Z',
    archived_at: null,
    client,
  },
  {
    id: 'k2',
    user_id: 'c2',
    status: 'open',
    advisor_id: 'u1',
    created_at: '2026-11-26T09:00:00Z',
    last_message_at: '2026-11-26T09:05:00Z',
    archived_at: null,
    client: { id: 'c2', name: 'Bo Kim', email: 'bo@test.local' },
  },
];
// Message ids are uuids (a `?focus=` that is not one asks the database nothing).
const MESSAGE_ID = '0b6e2c1a-7d4f-4f3e-9a2b-5c8d1e0f3a47';
const message = {
  id: MESSAGE_ID,
  conversation_id: 'k1',
  author_id: 'c1',
  author_role: 'client',
  body: 'Where is my EIN? See https://example.com/ein',
  attachments: [],
  client_id: 'x1',
  created_at: '2026-11-27T09:05:00Z',
};

function renderPage(path: string) {
  window.history.pushState(null, '', path);
  const fake = fakeSupabase({
    tables: { conversations: conversations as never, conversation_messages: [message] as never, conversation_reads: [], users: [] },
    rpc: {
      conversation_unread_counts: () => [{ conversation_id: 'k1', unread: 1 }],
      take_conversation: () => ({ ...conversations[0], advisor_id: 'u1' }),
      send_message: (args) => ({
        ...message,
        id: 'm2',
        author_id: 'u1',
        author_role: 'advisor',
        body: args.body,
        client_id: args.client_id,
      }),
      mark_conversation_read: () => ({ conversation_id: 'k1', user_id: 'u1', last_read_at: '2026-11-27T10:00:00Z' }),
    },
  });
  const platform = createFakePlatform({ supabase: fake.client, role: 'admin' });
  const view = renderWithStore(
    <BrowserRouter>
      <ConversationsPage />
    </BrowserRouter>,
    adminApi,
    platform,
  );
  return { fake, view };
}

// The first render loads the kit's modules: slow on a busy machine.
jest.setTimeout(20_000);

describe('ConversationsPage', () => {
  it('lists conversations newest first with unread counts, filters them, and is present at the inbox', async () => {
    const { fake } = renderPage('/conversations');
    expect(screen.getByRole('heading', { level: 1, name: 'Conversations' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Ann Lee'), expect.stringContaining('Bo Kim')]);
    await waitFor(() => expect(within(rows[0]).getByTestId('unread-count')).toHaveTextContent('1'));
    expect(fake.client.channel).toHaveBeenCalledWith(
      'support-inbox',
      expect.objectContaining({ config: expect.objectContaining({ private: true }) }),
    );
    const inbox = fakeRealtime(fake)
      .channels()
      .find((c) => c.topic === 'support-inbox');
    // Present under the admin's user id (clients may only watch this channel).
    expect(inbox?.presenceState()).toHaveProperty('u1');

    await userEvent.click(screen.getByRole('button', { name: /Mine/ }));
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Conversations' })).toHaveTextContent('Bo Kim');
    await userEvent.click(screen.getByRole('button', { name: /Archived/ }));
    expect(screen.getByText('No conversations')).toBeInTheDocument();
  });

  it('applies each live row to the list and the counts: no re-read per message; reading clears the count in place', async () => {
    const { fake } = renderPage('/conversations');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(list).getAllByTestId('unread-count')).toHaveLength(1));
    const reads = () => [fake.callsTo('conversations').length, fake.callsTo('rpc:conversation_unread_counts').length];
    const before = reads();
    const row = (record: unknown, table: string, operation = 'INSERT') => ({
      id: 'b1',
      operation,
      table,
      schema: 'public',
      record,
      old_record: null,
    });
    const hello = { ...message, id: 'm9', conversation_id: 'k2', author_id: 'c2', body: 'Hello?', created_at: '2026-11-28T08:00:00Z' };
    // Stored on the server, and broadcast by the database with its row.
    act(() => fakeRealtime(fake).insert('conversation_messages', hello as never));
    act(() => fakeRealtime(fake).broadcast('support-inbox', 'message', row(hello, 'conversation_messages')));
    await waitFor(() => expect(within(list).getAllByRole('button')[0]).toHaveTextContent('Bo Kim'));
    expect(within(within(list).getAllByRole('button')[0]).getByTestId('unread-count')).toHaveTextContent('1');
    act(() =>
      fakeRealtime(fake).broadcast(
        'support-inbox',
        'conversation',
        row({ ...conversations[0], advisor_id: 'u1', client: undefined }, 'conversations', 'UPDATE'),
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /Unassigned/ })).not.toHaveTextContent('('));
    expect(reads()).toEqual(before);

    await userEvent.click(within(list).getAllByRole('button')[0]);
    await waitFor(() => expect(fake.callsTo('rpc:mark_conversation_read')).toHaveLength(1));
    await waitFor(() => expect(within(within(list).getAllByRole('button')[0]).queryByTestId('unread-count')).toBeNull());
    expect(reads()).toEqual(before);
  });

  it('opens a conversation, reads it, takes it and replies with the composer', async () => {
    const { fake } = renderPage('/conversations?conversation=k1');
    const thread = await screen.findByRole('log', { name: 'Conversation with Ann Lee' });
    expect(await within(thread).findByRole('link', { name: 'https://example.com/ein' })).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('rpc:mark_conversation_read')).toHaveLength(1));
    expect(screen.getByRole('link', { name: "Open the client's page" })).toHaveAttribute('href', '/clients/c1');

    await userEvent.click(screen.getByRole('button', { name: 'Take' }));
    await waitFor(() => expect(fake.callsTo('rpc:take_conversation')).toHaveLength(1));
    expect(fake.callsTo('rpc:take_conversation')[0].steps[0]).toEqual(['rpc', [{ conversation_id: 'k1' }]]);

    await userEvent.type(screen.getByLabelText('Message'), 'Your EIN is on its way{Enter}');
    await waitFor(() => expect(fake.callsTo('rpc:send_message')).toHaveLength(1));
    expect(fake.callsTo('rpc:send_message')[0].steps[0][1][0]).toMatchObject({ body: 'Your EIN is on its way', conversation_id: 'k1' });
    expect(await within(thread).findByText('Your EIN is on its way')).toBeInTheDocument();
  });

  it('a message written while the live feed was away shows once it is back (the thread is read again at each join)', async () => {
    const { fake } = renderPage('/conversations?conversation=k1');
    const thread = await screen.findByRole('log', { name: 'Conversation with Ann Lee' });
    await within(thread).findByRole('link', { name: 'https://example.com/ein' });
    // Saved on the server but never heard live (the socket was down).
    await act(async () => {
      await fake.client.from('conversation_messages').insert({ ...message, id: 'm5', body: 'Are you there?', client_id: 'x5' } as never);
    });
    expect(within(thread).queryByText('Are you there?')).toBeNull();
    act(() => fakeRealtime(fake).reconnect());
    expect(await within(thread).findByText('Are you there?')).toBeInTheDocument();
  });

  it("opens a message found by the search in its conversation, and keeps the admin's draft after leaving it", async () => {
    localStorage.clear();
    const first = renderPage(`/conversations?focus=${MESSAGE_ID}`);
    const thread = await screen.findByRole('log', { name: 'Conversation with Ann Lee' });
    expect(
      within(thread)
        .getByText(/Where is my EIN/)
        .closest('[data-testid="chat-message"]'),
    ).toHaveAttribute('aria-current', 'true');
    await userEvent.type(screen.getByLabelText('Message'), 'Half a reply');
    first.view.unmount();

    renderPage('/conversations?conversation=k1');
    await screen.findByRole('log', { name: 'Conversation with Ann Lee' });
    expect(screen.getByLabelText('Message')).toHaveValue('Half a reply');
  });
});
