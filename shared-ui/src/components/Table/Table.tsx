import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ArrowDownIcon, ArrowUpIcon, SortIcon, VisuallyHidden } from 'shared-ui';
import { nextSort, sortRows, type SortDirection, type SortState, type SortValue } from './sort-rows';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  /** The cell; defaults to the row's property named `key`. */
  render?: (row: T) => ReactNode;
  /** Makes the header a sort button; the value sorted on (defaults to the row's property `key`). */
  isSortable?: boolean;
  sortValue?: (row: T) => SortValue;
  /** Direction of the first click on this header ('desc' for dates, so newest comes first). */
  firstSortDirection?: SortDirection;
  align?: 'left' | 'center' | 'right';
}

export interface TableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => string | number;
  /** The table's accessible name (a caption, visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  /** Controlled sort; with `onSortChange`. Omit both for the table to keep its own. */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Rows already come sorted (sorted by the server): the table only shows the header state. */
  isManualSorting?: boolean;
}

const Scroll = styled.div`
  overflow-x: auto;
  /* The containing block of what cells place absolutely (a visually hidden label): kept inside the scrolling frame
     instead of widening the page from the table's far edge. */
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brandHover};
    outline-offset: 2px;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  /* Narrow screens (tablets): the table scrolls inside its frame rather than squeezing its columns. */
  min-width: max-content;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Th = styled.th<{ $align: string }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  text-align: ${({ $align }) => $align};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

const Td = styled.td<{ $align: string }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  text-align: ${({ $align }) => $align};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  tr:last-child > & {
    border-bottom: none;
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function defaultValue<T>(row: T, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

/** A data table whose sortable headers are buttons, with aria-sort on the sorted column. */
export function Table<T>({
  columns,
  rows,
  getRowKey,
  caption,
  showCaption = false,
  sort,
  defaultSort = null,
  onSortChange,
  isManualSorting = false,
}: TableProps<T>) {
  const captionId = useId();
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort);
  const activeSort = sort !== undefined ? sort : ownSort;
  const sortColumn = activeSort ? columns.find((c) => c.key === activeSort.key) : undefined;
  const shownRows =
    !isManualSorting && activeSort && sortColumn?.isSortable
      ? sortRows(
          rows,
          (r) => (sortColumn.sortValue ? sortColumn.sortValue(r) : (defaultValue(r, sortColumn.key) as SortValue)),
          activeSort.direction,
        )
      : rows;

  const onHeaderClick = (column: TableColumn<T>) => {
    const next = nextSort(activeSort, column.key, column.firstSortDirection);
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  return (
    <Scroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable>
        <caption id={captionId}>{showCaption ? caption : <VisuallyHidden>{caption}</VisuallyHidden>}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = activeSort?.key === column.key ? activeSort.direction : undefined;
              return (
                <Th key={column.key} scope="col" $align={column.align ?? 'left'} aria-sort={direction ? ARIA_SORT[direction] : undefined}>
                  {column.isSortable ? (
                    <SortButton type="button" onClick={() => onHeaderClick(column)}>
                      {column.header}
                      {direction === 'asc' ? (
                        <ArrowUpIcon size={14} />
                      ) : direction === 'desc' ? (
                        <ArrowDownIcon size={14} />
                      ) : (
                        <SortIcon size={14} />
                      )}
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </Th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shownRows.map((row) => (
            <tr key={getRowKey(row)}>
              {columns.map((column) => (
                <Td key={column.key} $align={column.align ?? 'left'}>
                  {column.render ? column.render(row) : String(defaultValue(row, column.key) ?? '')}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}
