import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button, Cluster, ConfiguredVideo, PageHeader, QueryState, Stack, usePlatform } from 'shared-ui';
import { foreign, href, title } from '../../../lib/links';
import { currentPhase } from '../../../lib/build-out/phases';
import { progressOf } from '../../../lib/build-out/progress';
import type { Task } from '../../../lib/build-out/task';
import { useGetTasksQuery } from '../../../lib/build-out/tasks-api';
import { latestScore } from '../../../lib/scores/score-history';
import { useGetCapitalScoresQuery, useGetPaydexScoresQuery } from '../../../lib/scores/scores-api';
import { useUserId } from '../../../lib/use-user-id';
import { useDownloadAll } from '../../../lib/documents/use-download-all';
import { LazyTaskDetailDialog } from '../../../components/task-detail/lazy-task-detail';
import { BuildOutTimeline } from './BuildOutTimeline';
import { Clock } from './Clock';
import { ProgressOverview } from './ProgressOverview';
import { RecentActivities } from './RecentActivities';
import { ScoreSummary } from './ScoreSummary';
import { CurrentPhaseCard, OverallProgressCard } from './StatCards';

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  & a {
    color: ${({ theme }) => theme.colors.brandHover};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const TextLink = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.brandHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Dashboard home (Business Formation): the client's build-out at a glance, on their real 45 tasks. */
export default function BusinessFormationPage() {
  const platform = usePlatform();
  const userId = useUserId();
  const tasks = useGetTasksQuery(userId);
  const capital = useGetCapitalScoresQuery(userId);
  const paydex = useGetPaydexScoresQuery(userId);
  const go = (path: string) => (e?: { preventDefault(): void }) => {
    e?.preventDefault();
    platform.navigate(path);
  };
  const { supportPhone } = platform.config.links;
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);
  const openTask = tasks.data?.find((t) => t.id === openTaskId) ?? null;
  const { downloadAll, progress: archiving } = useDownloadAll();

  return (
    <Stack $gap="xl">
      <PageHeader title={title('business-formation')} actions={<Clock />} />
      <QueryState query={tasks} loadingLabel="Loading your build-out...">
        {(rows: Task[]) => {
          const progress = progressOf(rows);
          return (
            <>
              <BuildOutTimeline tasks={rows} onOpenTask={(t) => setOpenTaskId(t.id)} />
              <Top>
                <ConfiguredVideo
                  label="Intro video"
                  videoLabel="Business build-out intro video"
                  posterText="Watch the intro video (opens in a new tab)"
                />
                <Stack $gap="lg">
                  <OverallProgressCard progress={progress} />
                  <CurrentPhaseCard phase={currentPhase(rows)} />
                  <Cluster $gap="md">
                    <Button onClick={go(href('documents'))}>View Documents</Button>
                    <Button variant="secondary" onClick={go(foreign(platform, 'support'))}>
                      Support
                    </Button>
                  </Cluster>
                </Stack>
              </Top>
              <Top>
                <RecentActivities
                  tasks={rows}
                  onContactSupport={go(foreign(platform, 'support'))}
                  onOpenTask={(t) => setOpenTaskId(t.id)}
                />
                <Stack $gap="lg">
                  <ProgressOverview progress={progress} />
                  <ScoreSummary capital={latestScore(capital.data ?? [])} paydex={latestScore(paydex.data ?? [])} />
                  <TextLink type="button" onClick={() => void downloadAll()} aria-busy={archiving !== null}>
                    {archiving ? `Preparing your documents (${archiving})...` : 'Download All Business Documents'}
                  </TextLink>
                  <Note>
                    Questions about your build-out? Call your agent at{' '}
                    <a href={`tel:${supportPhone.replace(/[^+\d]/g, '')}`}>{supportPhone}</a>.
                  </Note>
                </Stack>
              </Top>
            </>
          );
        }}
      </QueryState>
      <Suspense fallback={null}>{openTask && <LazyTaskDetailDialog task={openTask} onClose={() => setOpenTaskId(null)} />}</Suspense>
    </Stack>
  );
}
