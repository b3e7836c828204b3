import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { PortalTheme } from '../../theme/theme';

/** A step of the theme's spacing scale (`theme.space`). */
export type Space = keyof PortalTheme['space'];

/** Rendered as a list (`as="ul"`/`"ol"`), a primitive drops the bullets and the indent. */
const asList = css`
  &:is(ul, ol) {
    padding: 0;
    list-style: none;
  }
`;

/** Children one under the other, `$gap` apart (theme spacing; default `md`). */
export const Stack = styled.div<{ $gap?: Space }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap ?? 'md']};
  margin: 0;
  ${asList}
`;

const JUSTIFY = { start: 'flex-start', end: 'flex-end', between: 'space-between' } as const;

/** Children side by side, wrapping, `$gap` apart, centred on their line (buttons, badges, a title and its actions). */
export const Cluster = styled.div<{ $gap?: Space; $justify?: keyof typeof JUSTIFY }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $justify }) => JUSTIFY[$justify ?? 'start']};
  gap: ${({ theme, $gap }) => theme.space[$gap ?? 'sm']};
  margin: 0;
  ${asList}
`;

/** As many columns at least `$min` wide as fit (cards, tiles), `$gap` apart. */
export const Grid = styled.div<{ $gap?: Space; $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min }) => $min ?? '16rem'}, 100%), 1fr));
  gap: ${({ theme, $gap }) => theme.space[$gap ?? 'lg']};
  margin: 0;
  ${asList}
`;

/** The look of a Panel (padded surface, border, rounded), for a part drawn as one (a figure's tile in a DescriptionList). */
export const panelStyle = css`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** A Stack on a surface (a figure's card, a testimonial): padded, bordered, rounded; `$raised` adds a shadow. */
export const Panel = styled(Stack)<{ $raised?: boolean }>`
  ${panelStyle}
  box-shadow: ${({ theme, $raised }) => ($raised ? theme.shadows.sm : 'none')};
`;

const List = styled.dl<{ $layout: 'rows' | 'inline' }>`
  margin: 0;
  display: ${({ $layout }) => ($layout === 'rows' ? 'grid' : 'flex')};
  grid-template-columns: max-content 1fr;
  flex-wrap: wrap;
  gap: ${({ theme, $layout }) => ($layout === 'rows' ? `${theme.space.sm} ${theme.space.lg}` : theme.space.xl)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

export interface DescriptionItem {
  term: ReactNode;
  value: ReactNode;
  /** Defaults to the term when it is text. */
  key?: string;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /**
   * `rows`: term and value side by side, one pair a line (details); `inline`: pairs side by side, term above
   * value, each pair a `div` (figures; a caller's style may lay the pairs out as tiles: `& > div`).
   */
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
