import { linkify, mergeMessages, threadItems, type ChatMessage } from 'shared-ui/chat';
import { loadChat, saveChat, storageKey } from './outbox';

const msg = (id: string, author: string, at: string, client_id = `c-${id}`): ChatMessage => ({
  id,
  conversation_id: 'k1',
  author_id: author,
  author_role: author === 'me' ? 'client' : 'advisor',
  body: id,
  attachments: [],
  client_id,
  created_at: at,
  edited_at: null,
});

describe('the thread', () => {
  it('merges pages and live messages by id, oldest first', () => {
    const a = msg('a', 'me', '2026-11-20T10:00:00Z');
    const b = msg('b', 'adv', '2026-11-20T11:00:00Z');
    expect(mergeMessages([b, a], [b]).map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('puts day separators, the unread divider before the first unread message of the advisor, and sent / seen marks', () => {
    const items = threadItems(
      [msg('a', 'me', '2026-11-19T10:00:00Z'), msg('b', 'adv', '2026-11-20T10:00:00Z'), msg('c', 'me', '2026-11-20T12:00:00Z')],
      [{ client_id: 'p1', body: 'pending', attachments: [], created_at: '2026-11-20T13:00:00Z', failed: true }],
      'me',
      '2026-11-19T11:00:00Z',
      '2026-11-19T10:00:00Z',
    );
    expect(items.map((i) => (i.kind === 'message' ? `${i.message.id}:${i.state ?? ''}` : i.kind))).toEqual([
      'day',
      'a:seen',
      'day',
      'unread',
      'b:',
      'c:sent',
      'pending',
    ]);
  });

  it('drops a pending message once the server has stored it (same client id)', () => {
    const items = threadItems(
      [msg('a', 'me', '2026-11-19T10:00:00Z', 'same')],
      [{ client_id: 'same', body: 'a', attachments: [], created_at: '2026-11-19T10:00:00Z', failed: false }],
      'me',
      null,
      undefined,
    );
    expect(items.filter((i) => i.kind === 'pending')).toEqual([]);
  });
});

describe('links in messages', () => {
  it('makes http(s) and www links clickable, without trailing punctuation', () => {
    expect(linkify('See https://example.com/a?b=1. Or www.example.org!')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: '. Or ' },
      { text: 'www.example.org', href: 'https://www.example.org/' },
      { text: '!' },
    ]);
  });

  it('never links another scheme, and keeps markup as text', () => {
    expect(linkify('javascript:alert(1) <b>x</b> data:text/html,hi')).toEqual([{ text: 'javascript:alert(1) <b>x</b> data:text/html,hi' }]);
  });

  it('keeps a long hostile line whole (links of at most 2,048 characters each)', () => {
    const text = `${'https://a'.repeat(2000)} ${'.'.repeat(10000)}`;
    const parts = linkify(text);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.every((p) => !p.href || p.text.length <= 2056)).toBe(true);
  });
});

describe('the outbox in localStorage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the draft and unsent messages per user; a message left sending comes back as failed', () => {
    saveChat(localStorage, 'u1', {
      draft: 'half typed',
      outbox: [{ client_id: 'x', body: 'hello', attachments: [], created_at: '2026-11-20T10:00:00Z', failed: false }],
    });
    expect(loadChat(localStorage, 'u1')).toEqual({
      draft: 'half typed',
      outbox: [{ client_id: 'x', body: 'hello', attachments: [], created_at: '2026-11-20T10:00:00Z', failed: true }],
    });
    expect(loadChat(localStorage, 'u2')).toEqual({ draft: '', outbox: [] });
  });

  it('reads anything unreadable as nothing, and removes the key once empty', () => {
    localStorage.setItem(storageKey('u1'), '{not json');
    expect(loadChat(localStorage, 'u1')).toEqual({ draft: '', outbox: [] });
    saveChat(localStorage, 'u1', { draft: '', outbox: [] });
    expect(localStorage.getItem(storageKey('u1'))).toBeNull();
  });
});
