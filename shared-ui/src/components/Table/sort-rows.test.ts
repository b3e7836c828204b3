import { compareValues, nextSort, sortRows } from './sort-rows';

describe('sortRows', () => {
  const rows = [
    { email: 'bob@x.test', created: new Date('2025-02-01'), n: 10 },
    { email: 'Alice@x.test', created: new Date('2025-03-01'), n: 2 },
    { email: null, created: new Date('2025-01-01'), n: 33 },
    { email: 'carol@x.test', created: new Date('2025-03-01'), n: 2 },
  ];

  it('sorts text case-insensitively, empty last in both directions', () => {
    expect(sortRows(rows, (r) => r.email, 'asc').map((r) => r.email)).toEqual(['Alice@x.test', 'bob@x.test', 'carol@x.test', null]);
    expect(sortRows(rows, (r) => r.email, 'desc').map((r) => r.email)).toEqual(['carol@x.test', 'bob@x.test', 'Alice@x.test', null]);
  });

  it('sorts dates newest first and keeps ties stable', () => {
    expect(sortRows(rows, (r) => r.created, 'desc').map((r) => r.email)).toEqual(['Alice@x.test', 'carol@x.test', 'bob@x.test', null]);
  });

  it('sorts numbers numerically', () => {
    expect(sortRows(rows, (r) => r.n, 'asc').map((r) => r.n)).toEqual([2, 2, 10, 33]);
    expect(compareValues('item 2', 'item 10')).toBeLessThan(0);
  });

  it('does not change its input', () => {
    const copy = [...rows];
    sortRows(rows, (r) => r.n, 'asc');
    expect(rows).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('flips the same column and starts another at its first direction', () => {
    expect(nextSort(null, 'email')).toEqual({ key: 'email', direction: 'asc' });
    expect(nextSort({ key: 'email', direction: 'asc' }, 'email')).toEqual({ key: 'email', direction: 'desc' });
    expect(nextSort({ key: 'email', direction: 'desc' }, 'email')).toEqual({ key: 'email', direction: 'asc' });
    expect(nextSort({ key: 'email', direction: 'asc' }, 'created', 'desc')).toEqual({ key: 'created', direction: 'desc' });
  });
});
