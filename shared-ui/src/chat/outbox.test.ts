import { restoreSavedChat, saveChat, updateChat } from './outbox';

describe('the outbox in localStorage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the draft and unsent messages per key; a message left sending comes back as failed', () => {
    saveChat(localStorage, 'k-u1', {
      draft: 'half typed',
      outbox: [{ client_id: 'x', body: 'hello', attachments: [], created_at: '2026-11-20T10:00:00Z', failed: false }],
    });
    expect(restoreSavedChat(localStorage, 'k-u1')).toEqual({
      draft: 'half typed',
      outbox: [{ client_id: 'x', body: 'hello', attachments: [], created_at: '2026-11-20T10:00:00Z', failed: true }],
    });
    expect(restoreSavedChat(localStorage, 'k-u2')).toEqual({ draft: '', outbox: [] });
  });

  it('reads anything unreadable as nothing, and removes the key once empty', () => {
    localStorage.setItem('k-u1', '{not json');
    expect(restoreSavedChat(localStorage, 'k-u1')).toEqual({ draft: '', outbox: [] });
    saveChat(localStorage, 'k-u1', { draft: '', outbox: [] });
    expect(localStorage.getItem('k-u1')).toBeNull();
  });
});

it('a send that ends after its screen was left still updates what is saved', () => {
  localStorage.clear();
  const pending = { client_id: 'x', body: 'hello', attachments: [], created_at: '2026-11-20T10:00:00Z', failed: false };
  saveChat(localStorage, 'k', { draft: 'next', outbox: [pending] });
  updateChat(localStorage, 'k', (c) => ({ ...c, outbox: c.outbox.filter((o) => o.client_id !== 'x') }));
  expect(restoreSavedChat(localStorage, 'k')).toEqual({ draft: 'next', outbox: [] });
});
