import { BindingIndex } from '../../src/realtime/binding-index';
import type { ChangeBinding, JoinedChannel } from '../../src/realtime/channel';
import { parseFilter } from '../../src/realtime/filters';

const binding = (id: number, table: string, filter?: string): ChangeBinding => {
  const parsed = parseFilter(filter);
  if (!parsed.ok) throw new Error(parsed.message);
  return { id, event: '*', schema: table === '*' ? '*' : 'public', table, filters: parsed.filters };
};
const channel = (name: string, bindings: ChangeBinding[]) => ({ name, bindings }) as unknown as JoinedChannel;
const names = (found: { channel: JoinedChannel; binding: ChangeBinding }[]) => found.map((f) => `${f.channel.name}:${f.binding.id}`).sort();

describe('BindingIndex', () => {
  const a = channel('a', [binding(1, 'notifications', 'user_id=eq.u1')]);
  const b = channel('b', [binding(2, 'notifications', 'user_id=eq.u2')]);
  const c = channel('c', [binding(3, 'notifications'), binding(4, 'tasks', 'user_id=eq.u1')]);
  const d = channel('d', [binding(5, '*')]);
  const e = channel('e', [binding(6, 'notifications', 'score=eq.5.0'), binding(7, 'notifications', 'n=eq.7')]);
  const index = new BindingIndex([a, b, c, d, e]);

  it("finds an eq binding by the row's value, and the table's unfiltered and wildcard bindings", () => {
    expect(names(index.candidates('public', 'notifications', { user_id: 'u1' }))).toEqual(['a:1', 'c:3', 'd:5', 'e:6']);
    expect(names(index.candidates('public', 'notifications', { user_id: 'u2', n: 7 }))).toEqual(['b:2', 'c:3', 'd:5', 'e:6', 'e:7']);
    expect(names(index.candidates('public', 'tasks', { user_id: 'u1' }))).toEqual(['c:4', 'd:5']);
    expect(names(index.candidates('public', 'payments', null))).toEqual(['d:5']);
  });

  it('leaves an eq value that compares as a number but not as text to the full check (never misses a match)', () => {
    // `score=eq.5.0` equals the number 5: it is not indexed by text, so it is always a candidate.
    expect(names(index.candidates('public', 'notifications', { score: 5 }))).toContain('e:6');
  });
});
