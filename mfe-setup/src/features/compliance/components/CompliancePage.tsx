import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, Grid, isTaskOverdue, PageHeader, QueryState, saveFile, useFocusedRecord, useToast } from 'shared-ui';
import { title } from '../../../lib/links';
import { localDate } from '../../../lib/build-out/dates';
import { progressOf } from '../../../lib/build-out/progress';
import type { Task } from '../../../lib/build-out/task';
import { useGetTasksQuery } from '../../../lib/build-out/tasks-api';
import { useUserId } from '../../../lib/use-user-id';
import { tasksToIcs } from '../ics';
import { orderTiles } from '../tile-order';
import { ComplianceTile } from './ComplianceTile';
import { LazyTaskDetailDialog } from '../../../components/task-detail/lazy-task-detail';

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Business Compliance: the 45 task tiles (Completed first, then by due date), details, Add to calendar (.ics). */
export default function CompliancePage() {
  const userId = useUserId();
  const query = useGetTasksQuery(userId);
  // `?focus=<task id>` (a search result, a shared link): that task's tile in view and highlighted.
  const focus = useFocusedRecord(query.isSuccess);
  const toast = useToast();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = query.data?.find((t) => t.id === openId) ?? null;
  const today = localDate();

  const handleCalendar = () => {
    const tasks = query.data ?? [];
    saveFile(new Blob([tasksToIcs(tasks)], { type: 'text/calendar;charset=utf-8' }), 'build-out-tasks.ics');
    toast.success('Download started!');
  };

  return (
    <>
      <PageHeader
        title={title('compliance')}
        subtitle="Your build-out tasks. Open a task to see what to do, tell your advisor it is done, or ask them about it."
        actions={
          <Button variant="secondary" onClick={handleCalendar} disabled={!query.data?.length}>
            Add to calendar
          </Button>
        }
      />
      <QueryState
        query={query}
        loadingLabel="Loading tasks..."
        isEmpty={(rows: Task[]) => rows.length === 0}
        empty={<EmptyState title="No build-out tasks yet" description="Your 45 build-out tasks appear here once your account is set up." />}
      >
        {(rows: Task[]) => {
          const progress = progressOf(rows);
          return (
            <>
              <Summary>
                {progress.completed} of {progress.total} tasks completed
              </Summary>
              <Grid as="ul" $min="220px" aria-label="Build-out tasks">
                {orderTiles(rows).map((task) => (
                  <li key={task.id}>
                    <ComplianceTile
                      task={task}
                      isOverdue={isTaskOverdue(task, today)}
                      onOpen={(t) => setOpenId(t.id)}
                      mark={focus.mark(task.id)}
                    />
                  </li>
                ))}
              </Grid>
            </>
          );
        }}
      </QueryState>
      <Suspense fallback={null}>{open && <LazyTaskDetailDialog task={open} onClose={() => setOpenId(null)} />}</Suspense>
    </>
  );
}
