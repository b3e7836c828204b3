import { canMove, moveItem, nextOrder, renumber, startReorder, toggleSelection } from './reorder';

interface Video {
  id: string;
  title: string;
  display_order: number;
}
interface Book {
  id: number;
  title: string;
  order_id: number;
}

const videos: Video[] = [
  { id: 'c', title: 'Third', display_order: 7 },
  { id: 'a', title: 'First', display_order: 2 },
  { id: 'b', title: 'Second', display_order: 5 },
];

const order = (list: { id: string | number }[]) => list.map((v) => v.id);

describe('startReorder', () => {
  it('copies the list sorted by display_order and renumbers from 1', () => {
    const working = startReorder(videos);
    expect(working).toEqual([
      { id: 'a', title: 'First', display_order: 1 },
      { id: 'b', title: 'Second', display_order: 2 },
      { id: 'c', title: 'Third', display_order: 3 },
    ]);
    expect(videos[0]).toEqual({ id: 'c', title: 'Third', display_order: 7 });
  });

  it('keeps ties in their original order and works on another key', () => {
    const books: Book[] = [
      { id: 1, title: 'x', order_id: 3 },
      { id: 2, title: 'y', order_id: 1 },
      { id: 3, title: 'z', order_id: 3 },
    ];
    expect(order(startReorder(books, 'order_id'))).toEqual([2, 1, 3]);
    expect(startReorder(books, 'order_id').map((b) => b.order_id)).toEqual([1, 2, 3]);
  });
});

describe('moveItem', () => {
  const list = startReorder(videos);

  it('moves an item up, swapping with its neighbour, renumbered 1..n', () => {
    const moved = moveItem(list, 'b', 'up');
    expect(order(moved)).toEqual(['b', 'a', 'c']);
    expect(moved.map((v) => v.display_order)).toEqual([1, 2, 3]);
    expect(moved.find((v) => v.id === 'b')?.display_order).toBe(1);
  });

  it('moves an item down', () => {
    const moved = moveItem(list, 'a', 'down');
    expect(order(moved)).toEqual(['b', 'a', 'c']);
    expect(moved.map((v) => v.display_order)).toEqual([1, 2, 3]);
  });

  it('never moves the first up or the last down', () => {
    expect(order(moveItem(list, 'a', 'up'))).toEqual(['a', 'b', 'c']);
    expect(order(moveItem(list, 'c', 'down'))).toEqual(['a', 'b', 'c']);
  });

  it('ignores an unknown id but still renumbers', () => {
    const gappy: Video[] = [
      { id: 'a', title: 'A', display_order: 4 },
      { id: 'b', title: 'B', display_order: 9 },
    ];
    expect(moveItem(gappy, 'zzz', 'up').map((v) => v.display_order)).toEqual([1, 2]);
  });

  it('returns a new list and leaves its input untouched', () => {
    const before = JSON.stringify(list);
    const moved = moveItem(list, 'c', 'up');
    expect(moved).not.toBe(list);
    expect(JSON.stringify(list)).toBe(before);
  });

  it('renumbers the given key (books use order_id)', () => {
    const books: Book[] = [
      { id: 1, title: 'x', order_id: 10 },
      { id: 2, title: 'y', order_id: 20 },
    ];
    expect(moveItem(books, 2, 'up', 'order_id')).toEqual([
      { id: 2, title: 'y', order_id: 1 },
      { id: 1, title: 'x', order_id: 2 },
    ]);
  });

  it('walks an item from last to first in n-1 moves and stops there', () => {
    let l = startReorder(videos);
    l = moveItem(l, 'c', 'up');
    l = moveItem(l, 'c', 'up');
    expect(order(l)).toEqual(['c', 'a', 'b']);
    expect(canMove(l, 'c', 'up')).toBe(false);
    expect(order(moveItem(l, 'c', 'up'))).toEqual(['c', 'a', 'b']);
  });

  it('handles one-item and empty lists', () => {
    expect(moveItem([{ id: 'x', display_order: 5 }], 'x', 'down')).toEqual([{ id: 'x', display_order: 1 }]);
    expect(moveItem([] as Video[], 'x', 'up')).toEqual([]);
  });
});

describe('canMove', () => {
  const list = startReorder(videos);
  it('disables Move Up at the first and Move Down at the last, and both without a selection', () => {
    expect(canMove(list, 'a', 'up')).toBe(false);
    expect(canMove(list, 'a', 'down')).toBe(true);
    expect(canMove(list, 'b', 'up')).toBe(true);
    expect(canMove(list, 'b', 'down')).toBe(true);
    expect(canMove(list, 'c', 'down')).toBe(false);
    expect(canMove(list, null, 'up')).toBe(false);
    expect(canMove(list, 'nope', 'down')).toBe(false);
  });
});

describe('toggleSelection', () => {
  it('selects, switches and deselects', () => {
    expect(toggleSelection(null, 'a')).toBe('a');
    expect(toggleSelection('a', 'b')).toBe('b');
    expect(toggleSelection('b', 'b')).toBeNull();
  });
});

describe('renumber and nextOrder', () => {
  it('renumbers from 1 in array order', () => {
    expect(renumber(videos).map((v) => [v.id, v.display_order])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
  });

  it('places a new item after the highest order, or at 1', () => {
    expect(nextOrder(videos)).toBe(8);
    expect(nextOrder([] as Video[])).toBe(1);
    expect(nextOrder([{ id: 1, title: 't', order_id: 3 }] as Book[], 'order_id')).toBe(4);
  });
});
