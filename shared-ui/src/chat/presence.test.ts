import { followPresence, type PresenceState } from './presence-ledger';
import { anyonePresent, otherSideKeys } from './use-conversation-channel';

type Listener = (payload: Record<string, unknown>) => void;

/** The presence events realtime-js triggers on a channel, driven by hand. */
function channelEvents() {
  const listeners: Record<string, Listener[]> = {};
  let last: PresenceState = {};
  const channel = {
    on(_type: 'presence', filter: { event: string }, callback: Listener) {
      (listeners[filter.event] ??= []).push(callback);
      return channel;
    },
  };
  followPresence(channel, (state) => (last = state));
  const emit = (event: string, payload: Record<string, unknown> = {}) => listeners[event]?.forEach((l) => l(payload));
  return { emit, state: () => last };
}

describe('who is present on a conversation', () => {
  it('the other side is known from the keys (user ids), never from what a meta says', () => {
    const state = { c1: [{ presence_ref: 'r1' }], a1: [{ presence_ref: 'r2' }], a2: [{ presence_ref: 'r3' }] };
    expect(otherSideKeys(state, 'client', 'c1', 'c1')).toEqual(['a1', 'a2']);
    expect(otherSideKeys(state, 'advisor', 'a1', 'c1')).toEqual(['c1']);
  });

  it('a re-track (a keystroke) replaces the meta, and the leave after it empties the channel', () => {
    const { emit, state } = channelEvents();
    emit('join', { key: 'a1', newPresences: [{ presence_ref: 'r1', online_at: 't0' }] });
    emit('sync');
    expect(anyonePresent(state())).toBe(true);
    // The server's diff for a re-track: the new meta joins, the old one leaves (realtime-js reports both).
    emit('join', { key: 'a1', newPresences: [{ presence_ref: 'r2', online_at: 't0', typing_at: 't1' }] });
    emit('leave', { key: 'a1', leftPresences: [{ presence_ref: 'r1', online_at: 't0' }] });
    emit('sync');
    expect(state()).toEqual({ a1: [{ presence_ref: 'r2', online_at: 't0', typing_at: 't1' }] });
    emit('leave', { key: 'a1', leftPresences: [{ presence_ref: 'r2', online_at: 't0', typing_at: 't1' }] });
    emit('sync');
    expect(state()).toEqual({});
    expect(otherSideKeys(state(), 'client', 'c1', 'c1')).toEqual([]);
  });
});
