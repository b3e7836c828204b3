import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ArrowDownIcon, ArrowUpIcon, Button, VisuallyHidden } from 'shared-ui';
import type { MoveDirection, Orderable, ReorderId } from '../../reorder/reorder';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-height: 50vh;
  overflow-y: auto;
`;

const Item = styled.button<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  text-align: left;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.brandSoft : theme.colors.surface)};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brandHover};
    outline-offset: 2px;
  }
`;

const Number = styled.span`
  min-width: 2ch;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Controls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface ReorderListProps<T extends Orderable> {
  /** The working list in its current order (from useReorder). */
  items: readonly T[];
  selectedId: ReorderId | null;
  onSelect: (id: ReorderId) => void;
  onMove: (direction: MoveDirection) => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The text shown (and announced) for an item: its title or name. */
  getLabel: (item: T) => string;
  /** Accessible name of the list. */
  label?: string;
}

/**
 * The reorder list: items with their order number, click (or Enter/Space) to select and again to
 * deselect, Move Up / Move Down (also Alt+ArrowUp / Alt+ArrowDown on the selected item). Move buttons
 * use aria-disabled so focus stays on them at either end; moves are announced politely.
 */
export function ReorderList<T extends Orderable>({
  items,
  selectedId,
  onSelect,
  onMove,
  canMoveUp,
  canMoveDown,
  getLabel,
  label = 'Items in order',
}: ReorderListProps<T>) {
  const [announcement, setAnnouncement] = useState('');

  const move = (direction: MoveDirection) => {
    const allowed = direction === 'up' ? canMoveUp : canMoveDown;
    if (!allowed || selectedId === null) return;
    const index = items.findIndex((i) => i.id === selectedId);
    const position = direction === 'up' ? index : index + 2;
    setAnnouncement(`${getLabel(items[index])} moved to position ${position} of ${items.length}`);
    onMove(direction);
  };

  const onItemKeyDown = (event: KeyboardEvent, id: ReorderId) => {
    if (!event.altKey || id !== selectedId) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(event.key === 'ArrowUp' ? 'up' : 'down');
    }
  };

  return (
    <div>
      <List aria-label={label}>
        {items.map((item, index) => (
          <li key={item.id}>
            <Item
              type="button"
              $selected={item.id === selectedId}
              aria-pressed={item.id === selectedId}
              onClick={() => onSelect(item.id)}
              onKeyDown={(e) => onItemKeyDown(e, item.id)}
            >
              <Number>{index + 1}</Number>
              <span>{getLabel(item)}</span>
            </Item>
          </li>
        ))}
      </List>
      <Controls>
        <Button variant="secondary" icon={<ArrowUpIcon />} aria-disabled={!canMoveUp} onClick={() => move('up')}>
          Move Up
        </Button>
        <Button variant="secondary" icon={<ArrowDownIcon />} aria-disabled={!canMoveDown} onClick={() => move('down')}>
          Move Down
        </Button>
      </Controls>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </div>
  );
}
