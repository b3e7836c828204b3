import type { ChatMessage } from './chat-types';
import { mergeMessages, threadItems } from './thread';

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
