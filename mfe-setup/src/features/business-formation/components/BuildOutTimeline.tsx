import styled from 'styled-components';
import { BUILD_OUT_TASKS, isCompleted, type Task } from '../../../lib/build-out/task';
import { StatCard } from './StatCards';

// A StatCard whose heading is the section's title (larger, not muted).
const Bar = styled(StatCard)`
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: inherit;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
`;

const Count = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Dots = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Dot = styled.li<{ $done: boolean }>`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  background: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.surface)};
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.successHover : theme.colors.borderStrong)};
`;

/**
 * Business Build Out Timeline: completed/45 and one dot per build-out step, filled when completed
 * (always 45 dots: the client's tasks in order, blank dots for any step not yet created).
 */
export function BuildOutTimeline({ tasks }: { tasks: readonly Task[] }) {
  const ordered = [...tasks].sort((a, b) => a.position - b.position);
  const completed = ordered.filter(isCompleted).length;
  const dots = Array.from({ length: Math.max(BUILD_OUT_TASKS, ordered.length) }, (_, i) => ordered[i]);
  return (
    <Bar aria-labelledby="timeline-title">
      <Head>
        <h2 id="timeline-title">Business Build Out Timeline</h2>
        <Count data-testid="timeline-count">
          {completed}/{BUILD_OUT_TASKS}
        </Count>
      </Head>
      <Dots aria-label={`${completed} of ${BUILD_OUT_TASKS} build-out tasks completed`}>
        {dots.map((task, i) => (
          <Dot
            key={task?.id ?? `blank-${i}`}
            $done={task ? isCompleted(task) : false}
            title={task ? `${task.position}. ${task.task_name}` : undefined}
            aria-hidden="true"
          />
        ))}
      </Dots>
    </Bar>
  );
}
