import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PortalTheme } from '../../theme/theme';

/** A step of the theme's spacing scale (`theme.space`). */
export type Space = keyof PortalTheme['space'];

/** Children one under the other, `$gap` apart (theme spacing; default `md`). */
export const Stack = styled.div<{ $gap?: Space }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap ?? 'md']};
  margin: 0;
`;

const JUSTIFY = { start: 'flex-start', end: 'flex-end', between: 'space-between' } as const;

/** Children side by side, wrapping, `$gap` apart, centred on their line (buttons, badges, a title and its actions). */
export const Cluster = styled.div<{ $gap?: Space; $justify?: keyof typeof JUSTIFY }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $justify }) => JUSTIFY[$justify ?? 'start']};
  gap: ${({ theme, $gap }) => theme.space[$gap ?? 'sm']};
`;

/** As many columns at least `$min` wide as fit (cards, tiles), `$gap` apart. */
export const Grid = styled.div<{ $gap?: Space; $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min }) => $min ?? '16rem'}, 100%), 1fr));
  gap: ${({ theme, $gap }) => theme.space[$gap ?? 'lg']};
`;

const List = styled.dl<{ $layout: 'rows' | 'inline' }>`
  margin: 0;
  display: ${({ $layout }) => ($layout === 'rows' ? 'grid' : 'flex')};
  grid-template-columns: max-content 1fr;
  flex-wrap: wrap;
  gap: ${({ theme, $layout }) => ($layout === 'rows' ? `${theme.space.sm} ${theme.space.lg}` : theme.space.xl)};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; overflow-wrap: anywhere; }
  & > div { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xxs}; }
`;

export interface DescriptionItem {
  term: ReactNode;
  value: ReactNode;
  /** Defaults to the term when it is text. */
  key?: string;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** `rows`: term and value side by side, one pair a line (details); `inline`: pairs side by side, term above value (figures). */
  layout?: 'rows' | 'inline';
  'aria-label'?: string;
  className?: string;
}

/** Key/value pairs (`<dl>`): a record's details or a row of figures. */
export function DescriptionList({ items, layout = 'rows', className, 'aria-label': ariaLabel }: DescriptionListProps) {
  return (
    <List $layout={layout} className={className} aria-label={ariaLabel}>
      {items.map((item, i) => {
        const key = item.key ?? (typeof item.term === 'string' ? item.term : String(i));
        return layout === 'rows' ? (
          <Pair key={key} term={item.term} value={item.value} />
        ) : (
          <div key={key}>
            <Pair term={item.term} value={item.value} />
          </div>
        );
      })}
    </List>
  );
}

function Pair({ term, value }: { term: ReactNode; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
