/**
 * The reorder rules shared by training videos (display_order), books (order_id) and automations
 * (display_order), spec 1 sections 2 and 4:
 * - entering reorder mode copies the list sorted by its order, with nothing selected;
 * - selecting the selected item again deselects it;
 * - Move Up / Move Down swap the item with its neighbour, never past either end;
 * - after a move every item is renumbered from 1 (contiguous), the moved item stays selected;
 * - a new item goes after the highest order (or gets 1 in an empty list).
 * The array order of a working list is the truth; the order field is rewritten from it.
 * All functions are pure: they never change their input.
 */
export type ReorderId = string | number;
export type MoveDirection = 'up' | 'down';

export interface Orderable {
  id: ReorderId;
}

/** The keys of T whose values are numbers (display_order, order_id). */
export type NumericKey<T> = { [P in keyof T]-?: T[P] extends number ? P : never }[keyof T] & string;

const DEFAULT_KEY = 'display_order';

function orderOf<T>(item: T, key: string): number {
  const value = (item as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
}

/** A copy with the order field set to 1..n following the array order. */
export function renumber<T extends Orderable>(list: readonly T[], orderKey: NumericKey<T> = DEFAULT_KEY as NumericKey<T>): T[] {
  return list.map((item, index) => ({ ...item, [orderKey]: index + 1 }));
}

/** Entering reorder mode: a copy sorted by the order field (stable; missing orders last), renumbered 1..n. */
export function startReorder<T extends Orderable>(list: readonly T[], orderKey: NumericKey<T> = DEFAULT_KEY as NumericKey<T>): T[] {
  const sorted = list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => orderOf(a.item, orderKey) - orderOf(b.item, orderKey) || a.index - b.index)
    .map(({ item }) => item);
  return renumber(sorted, orderKey);
}

/** Whether the item can move that way: the first can't go up, the last can't go down, unknown ids can't move. */
export function canMove<T extends Orderable>(list: readonly T[], id: ReorderId | null, direction: MoveDirection): boolean {
  if (id === null) return false;
  const index = list.findIndex((item) => item.id === id);
  if (index < 0) return false;
  return direction === 'up' ? index > 0 : index < list.length - 1;
}

/**
 * Swaps the item with its neighbour in `direction` and renumbers every item from 1.
 * At either end (or for an unknown id) the order is unchanged but still renumbered.
 */
export function moveItem<T extends Orderable>(
  list: readonly T[],
  id: ReorderId,
  direction: MoveDirection,
  orderKey: NumericKey<T> = DEFAULT_KEY as NumericKey<T>,
): T[] {
  const next = [...list];
  if (canMove(list, id, direction)) {
    const index = list.findIndex((item) => item.id === id);
    const target = direction === 'up' ? index - 1 : index + 1;
    [next[index], next[target]] = [next[target], next[index]];
  }
  return renumber(next, orderKey);
}

/** Selecting the selected item again deselects it. */
export function toggleSelection(selectedId: ReorderId | null, id: ReorderId): ReorderId | null {
  return selectedId === id ? null : id;
}

/** The order for a new item: highest + 1, or 1 in an empty list. */
export function nextOrder<T>(list: readonly T[], orderKey: NumericKey<T> = DEFAULT_KEY as NumericKey<T>): number {
  const orders = list.map((item) => orderOf(item, orderKey)).filter(Number.isFinite);
  return orders.length === 0 ? 1 : Math.max(...orders) + 1;
}
