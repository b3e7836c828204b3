import { useRef, useState, type KeyboardEvent } from 'react';
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
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Each step is a 24px target (WCAG 2.5.8) around its 14px dot.
const Step = styled.button<{ $done: boolean; $submitted?: boolean }>`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    width: 14px;
    height: 14px;
    box-sizing: border-box;
    border-radius: 50%;
    background: ${({ theme, $done, $submitted }) => ($done ? theme.colors.success : $submitted ? theme.colors.infoSoft : theme.colors.surface)};
    border: 2px solid
      ${({ theme, $done, $submitted }) => ($done ? theme.colors.successHover : $submitted ? theme.colors.info : theme.colors.borderStrong)};
  }
  &:hover::before {
    transform: scale(1.2);
  }
  &:focus-visible {
    outline-offset: 0;
  }
`;

const Blank = styled(Step).attrs({ as: 'span' })`
  cursor: default;
  &:hover::before {
    transform: none;
  }
`;

const NEXT: Record<string, (i: number, last: number) => number> = {
  ArrowRight: (i, last) => Math.min(i + 1, last),
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Business Build Out Timeline: completed/45 and one dot per build-out step, filled when completed (always 45 dots:
 * the client's tasks in order, blank dots for any step not yet created). Each task's dot is a button that opens its
 * detail (the dialog Business Compliance opens). One Tab stop for the row (the next step to do), arrow keys, Home and
 * End move along it, so a keyboard user does not Tab through 45 dots to reach the page's other actions.
 */
export function BuildOutTimeline({ tasks, onOpenTask }: { tasks: readonly Task[]; onOpenTask: (task: Task) => void }) {
  const ordered = [...tasks].sort((a, b) => a.position - b.position);
  const completed = ordered.filter(isCompleted).length;
  const dots = Array.from({ length: Math.max(BUILD_OUT_TASKS, ordered.length) }, (_, i) => ordered[i]);
  const next = Math.max(
    ordered.findIndex((t) => !isCompleted(t)),
    0,
  );
  const [active, setActive] = useState<number | null>(null);
  const current = Math.min(active ?? next, Math.max(ordered.length - 1, 0));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (e: KeyboardEvent, i: number) => {
    const to = NEXT[e.key]?.(i, ordered.length - 1);
    if (to === undefined) return;
    e.preventDefault();
    setActive(to);
    buttons.current[to]?.focus();
  };

  return (
    <Bar aria-labelledby="timeline-title">
      <Head>
        <h2 id="timeline-title">Business Build Out Timeline</h2>
        <Count data-testid="timeline-count">
          {completed}/{BUILD_OUT_TASKS}
        </Count>
      </Head>
      <Dots aria-label={`${completed} of ${BUILD_OUT_TASKS} build-out tasks completed`}>
        {dots.map((task, i) =>
          task ? (
            <li key={task.id}>
              <Step
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                $done={isCompleted(task)}
                $submitted={task.task_status === 'Submitted'}
                title={`${task.position}. ${task.task_name}`}
                aria-label={`${task.position}. ${task.task_name}, ${task.task_status}`}
                aria-haspopup="dialog"
                tabIndex={i === current ? 0 : -1}
                onFocus={() => setActive(i)}
                onKeyDown={(e) => move(e, i)}
                onClick={() => onOpenTask(task)}
                data-testid="timeline-task"
              />
            </li>
          ) : (
            <li key={`blank-${i}`} aria-hidden="true">
              <Blank $done={false} />
            </li>
          ),
        )}
      </Dots>
    </Bar>
  );
}
