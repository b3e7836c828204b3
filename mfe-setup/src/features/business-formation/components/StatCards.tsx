import styled from 'styled-components';
import { Badge, formatDay, Panel, ProgressBar } from 'shared-ui';
import { formatDays, type CurrentPhase } from '../../../lib/build-out/phases';
import type { Progress } from '../../../lib/build-out/progress';

export const StatCard = styled(Panel).attrs({ as: 'section' as const, $gap: 'sm' as const })`
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Big = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Overall Progress: completed/total and the percent. */
export function OverallProgressCard({ progress }: { progress: Progress }) {
  return (
    <StatCard aria-labelledby="overall-progress">
      <h2 id="overall-progress">Overall Progress</h2>
      <Big data-testid="overall-progress">
        {progress.completed}/{progress.total}
      </Big>
      <ProgressBar value={progress.percent} label="Overall Progress" />
      <Small>{progress.percent}% complete</Small>
    </StatCard>
  );
}

const STATE_TONES = {
  Completed: 'success',
  Overdue: 'danger',
  'In Progress': 'brand',
  'Documentation Ready': 'info',
  'Not Started': 'neutral',
} as const;

/** Current Phase: the phase of the first task not completed, its duration and state. */
export function CurrentPhaseCard({ phase }: { phase: CurrentPhase | null }) {
  return (
    <StatCard aria-labelledby="current-phase">
      <h2 id="current-phase">Current Phase</h2>
      {phase === null ? (
        <Small>No build-out tasks yet.</Small>
      ) : (
        <>
          <Big data-testid="current-phase">{phase.name}</Big>
          <Small>
            {phase.durationDays !== null && <span data-testid="phase-duration">{formatDays(phase.durationDays)}</span>}
            {phase.durationDays !== null && ' · '}
            <Badge tone={STATE_TONES[phase.state]}>{phase.state}</Badge>
          </Small>
          {phase.task && (
            <Small>
              Next: {phase.task.task_name}
              {phase.task.task_due_date && ` (due ${formatDay(phase.task.task_due_date)})`}
            </Small>
          )}
        </>
      )}
    </StatCard>
  );
}
