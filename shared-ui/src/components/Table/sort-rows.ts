export type SortDirection = 'asc' | 'desc';
export type SortValue = string | number | boolean | Date | null | undefined;

export interface SortState {
  key: string;
  direction: SortDirection;
}

function isEmpty(v: SortValue): v is null | undefined {
  return v === null || v === undefined || v === '';
}

/** Compares two cell values: numbers and dates by value, text case-insensitively with numbers in order. */
export function compareValues(a: SortValue, b: SortValue): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

/** A sorted copy; empty values always go last, equal values keep their order. */
export function sortRows<T>(rows: readonly T[], getValue: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: getValue(row) }))
    .sort((x, y) => {
      const xEmpty = isEmpty(x.value);
      const yEmpty = isEmpty(y.value);
      if (xEmpty || yEmpty) return xEmpty === yEmpty ? x.index - y.index : xEmpty ? 1 : -1;
      return sign * compareValues(x.value, y.value) || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** A header click: the same column flips direction, another column starts at `firstDirection`. */
export function nextSort(current: SortState | null, key: string, firstDirection: SortDirection = 'asc'): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: firstDirection };
}
