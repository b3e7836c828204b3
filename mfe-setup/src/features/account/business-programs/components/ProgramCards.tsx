import { formatUsd, Grid } from 'shared-ui';
import styled from 'styled-components';
import { PROGRAMS, type Program } from '../programs';

// Grid with a short row stretched across (auto-fit): the few cards always fill the width.
const Choices = styled(Grid)`
  grid-template-columns: repeat(auto-fit, minmax(min(13rem, 100%), 1fr));
`;

const Choice = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  text-align: left;
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brandHover};
    outline-offset: 2px;
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Price = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brandHover};
`;

const Plan = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The three programs; choosing one opens its detail panel. */
export function ProgramCards({ onSelect }: { onSelect: (program: Program) => void }) {
  return (
    <Choices as="ul" $gap="md" aria-label="Business programs">
      {PROGRAMS.map((program) => (
        <li key={program.name}>
          <Choice type="button" onClick={() => onSelect(program)} aria-haspopup="dialog">
            <Name>{program.name}</Name>
            <Price>{formatUsd(program.total, { wholeDollars: true })}</Price>
            <Plan>{`${program.installments} payments of ${formatUsd(program.installmentAmount, { wholeDollars: true })}`}</Plan>
          </Choice>
        </li>
      ))}
    </Choices>
  );
}
