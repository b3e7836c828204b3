import { useState } from 'react';
import {
  canMove,
  moveItem,
  startReorder,
  toggleSelection,
  type MoveDirection,
  type NumericKey,
  type Orderable,
  type ReorderId,
} from './reorder';

export interface ReorderState<T> {
  /** The working copy, in its new order, numbered 1..n. */
  items: T[];
  selectedId: ReorderId | null;
  select(id: ReorderId): void;
  move(direction: MoveDirection): void;
  canMoveUp: boolean;
  canMoveDown: boolean;
}

/**
 * Reorder mode over a copy of `source` (sorted by `orderKey`, nothing selected), created once when the
 * component using it mounts: mount it when the reorder modal opens and Cancel simply discards it.
 */
export function useReorder<T extends Orderable>(source: readonly T[], orderKey?: NumericKey<T>): ReorderState<T> {
  const [items, setItems] = useState(() => startReorder(source, orderKey));
  const [selectedId, setSelectedId] = useState<ReorderId | null>(null);
  return {
    items,
    selectedId,
    select: (id) => setSelectedId((current) => toggleSelection(current, id)),
    move: (direction) => {
      if (selectedId !== null) setItems((current) => moveItem(current, selectedId, direction, orderKey));
    },
    canMoveUp: canMove(items, selectedId, 'up'),
    canMoveDown: canMove(items, selectedId, 'down'),
  };
}
