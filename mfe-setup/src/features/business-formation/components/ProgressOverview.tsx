import styled from 'styled-components';
import { Cluster } from 'shared-ui';
import { ProgressPie } from 'shared-ui/charts';
import type { Progress } from '../../../lib/build-out/progress';
import { pieSlices, showsPie } from '../pie-slices';
import { StatCard } from './StatCards';

const Row = styled(Cluster).attrs({ $gap: 'xl' as const })`
  & ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

/** Progress Overview: a 20-slice pie, shown once at least 2 tasks are completed. */
export function ProgressOverview({ progress }: { progress: Progress }) {
  if (!showsPie(progress.completed)) return null;
  const slices = pieSlices(progress.completed, progress.total);
  return (
    <StatCard aria-labelledby="progress-overview">
      <h2 id="progress-overview">Progress Overview</h2>
      <Row>
        <ProgressPie slices={slices} label={`${progress.completed} of ${progress.total} tasks completed (${progress.percent}%)`} />
        <ul>
          <li>Completed: {progress.completed}</li>
          <li>Remaining: {progress.total - progress.completed}</li>
        </ul>
      </Row>
    </StatCard>
  );
}
