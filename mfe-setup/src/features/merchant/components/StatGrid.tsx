import type { ReactNode } from 'react';
import styled from 'styled-components';

export const StatGrid = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { order: -1; font-size: ${({ theme }) => theme.fontSizes.xxl}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

/** One figure of a StatGrid: the label under its value (a `dt`/`dd` pair; the value is drawn first). */
export function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tile>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </Tile>
  );
}
