import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A screen's column: header, then content. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Responsive grid of record cards. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** Label/value rows of a card; empty values show a dash. */
export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <List>
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt>{row.label}</dt>
          <dd>{row.value === null || row.value === undefined || row.value === '' ? '-' : row.value}</dd>
        </div>
      ))}
    </List>
  );
}

/** Buttons at the end of a form or card. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;
