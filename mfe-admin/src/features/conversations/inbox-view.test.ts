import type { InboxConversation } from './api/conversations-api';
import { byNewestActivity, clientName, conversationOf, filterConversations, readFilter, unreadById, unreadPerFilter } from './inbox-view';

const conversation = (id: string, over: Partial<InboxConversation> = {}): InboxConversation => ({
  id,
  user_id: `client-${id}`,
  status: 'open',
  advisor_id: null,
  created_at: '2026-11-20T10:00:00Z',
  last_message_at: null,
  archived_at: null,
  archived_by: null,
  client: { id: `client-${id}`, name: `Client ${id}`, email: `${id}@test.local` },
  ...over,
});

const all = [
  conversation('a'),
  conversation('b', { advisor_id: 'me', last_message_at: '2026-11-27T09:00:00Z' }),
  conversation('c', { advisor_id: 'other', last_message_at: '2026-11-26T09:00:00Z' }),
  conversation('d', { status: 'archived', archived_at: '2026-11-25T00:00:00Z', advisor_id: 'me' }),
];

describe('the inbox view', () => {
  it('filters open conversations by assignment, and archived ones apart', () => {
    expect(filterConversations(all, 'unassigned', 'me').map((c) => c.id)).toEqual(['a']);
    expect(filterConversations(all, 'mine', 'me').map((c) => c.id)).toEqual(['b']);
    expect(filterConversations(all, 'all', 'me').map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(filterConversations(all, 'archived', 'me').map((c) => c.id)).toEqual(['d']);
  });

  it('puts the newest activity first (the start when there is no message)', () => {
    expect(byNewestActivity(all).map((c) => c.id)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('counts unread conversations per filter', () => {
    const unread = unreadById([
      { conversation_id: 'a', unread: 2 },
      { conversation_id: 'c', unread: 1 },
      { conversation_id: 'b', unread: 0 },
    ]);
    expect(unread.get('a')).toBe(2);
    expect(unreadPerFilter(all, unread, 'me')).toEqual({ unassigned: 1, mine: 0, all: 2, archived: 0 });
  });

  it('reads the filter from the address bar, All when unknown', () => {
    expect(readFilter('mine')).toBe('mine');
    expect(readFilter('everything')).toBe('all');
    expect(readFilter(null)).toBe('all');
  });

  it("opens a client's open conversation from their page, else their newest", () => {
    expect(conversationOf(all, 'client-b')?.id).toBe('b');
    expect(conversationOf(all, 'client-d')?.id).toBe('d');
    expect(conversationOf(all, 'nobody')).toBeNull();
  });

  it("names a conversation by its client's name, else e-mail", () => {
    expect(clientName(all[0])).toBe('Client a');
    expect(clientName({ client: { id: 'x', name: null, email: 'x@test.local' } })).toBe('x@test.local');
  });
});
