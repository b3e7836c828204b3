import { anyonePresent, otherSideKeys } from './use-conversation-channel';

describe('who is present on a conversation', () => {
  it('the other side is known from the keys (user ids), never from what a meta says', () => {
    const state = { c1: [{ presence_ref: 'r1' }], a1: [{ presence_ref: 'r2' }], a2: [{ presence_ref: 'r3' }] };
    expect(otherSideKeys(state, 'client', 'c1', 'c1')).toEqual(['a1', 'a2']);
    expect(otherSideKeys(state, 'advisor', 'a1', 'c1')).toEqual(['c1']);
  });

  it('a meta realtime-js kept without its presence_ref after a re-track (a left "typing" advisor) is nobody', () => {
    const left = { a1: [{ online_at: '2026-12-07T06:00:00Z' }] };
    expect(otherSideKeys(left, 'client', 'c1', 'c1')).toEqual([]);
    expect(anyonePresent(left)).toBe(false);
    expect(anyonePresent({ a1: [{ online_at: '2026-12-07T06:00:00Z', presence_ref: 'r9' }] })).toBe(true);
  });
});
