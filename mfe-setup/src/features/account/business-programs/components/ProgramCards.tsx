import { formatUsd, Grid } from 'shared-ui';
import styled from 'styled-components';
import type { RequestStanding } from '../program-status';
import { installmentsLine, payInFullSaving, PROGRAMS, type Program } from '../programs';
import { RequestStatusBadge } from './ProgramRequestStatus';

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

/**
 * The three programs with their price in full and their installments with what those add up to (DECISIONS 13);
 * a program the owner requested shows where the request stands. Choosing one opens its detail panel.
 */
export function ProgramCards({
  onSelect,
  standings = new Map(),
}: {
  onSelect: (program: Program) => void;
  standings?: ReadonlyMap<string, RequestStanding>;
}) {
  return (
    <Choices as="ul" $gap="md" aria-label="Business programs">
      {PROGRAMS.map((program) => (
        <li key={program.name}>
          <Choice type="button" onClick={() => onSelect(program)} aria-haspopup="dialog">
            <Name>{program.name}</Name>
            <Price>{formatUsd(program.total, { wholeDollars: true })}</Price>
            <Plan>{`or ${installmentsLine(program)}`}</Plan>
            {payInFullSaving(program) && <Plan>{payInFullSaving(program)}</Plan>}
            {standings.get(program.name)?.isOpen && (
              <span>
                <RequestStatusBadge standing={standings.get(program.name)!} />
              </span>
            )}
          </Choice>
        </li>
      ))}
    </Choices>
  );
}
