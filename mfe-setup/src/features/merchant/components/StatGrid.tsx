import styled from 'styled-components';
import { DescriptionList, panelStyle } from 'shared-ui';

/**
 * Figures as tiles: a DescriptionList's pairs in columns at least 11rem wide, each on a raised panel with its
 * value drawn large above its label (`<StatGrid items={[{ term: 'Transactions', value: 12 }]} />`).
 */
export const StatGrid = styled(DescriptionList).attrs({ layout: 'inline' as const })`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
  & > div {
    ${panelStyle}
    gap: ${({ theme }) => theme.space.xs};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    order: -1;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
