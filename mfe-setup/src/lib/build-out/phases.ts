import { daysBetween, localDate } from './dates';
import { isTaskOverdue } from 'shared-ui';
import { byPosition } from './progress';
import { isCompleted, type Task } from './task';

/**
 * The build-out's phases: consecutive ranges of task positions (the 45-task template, in order).
 * A task beyond the last range belongs to the last phase.
 */
export const PHASES: readonly { name: string; lastPosition: number }[] = [
  { name: 'Business Formation', lastPosition: 5 },
  { name: 'Business Identity', lastPosition: 13 },
  { name: 'Licenses & Registrations', lastPosition: 18 },
  { name: 'D&B Registration', lastPosition: 23 },
  { name: 'Vendor Trade Lines', lastPosition: 31 },
  { name: 'Business Credit Cards', lastPosition: 36 },
  { name: 'Financing', lastPosition: 40 },
  { name: 'Ongoing Compliance', lastPosition: Number.POSITIVE_INFINITY },
];

export type PhaseState = 'Not Started' | 'Documentation Ready' | 'In Progress' | 'Overdue' | 'Completed';

export interface CurrentPhase {
  name: string;
  /** 1-based index in PHASES. */
  number: number;
  /** Days from the phase's first due date to its last, both included (null without due dates). */
  durationDays: number | null;
  state: PhaseState;
  /** The first task not completed (null when every task is completed). */
  task: Task | null;
}

export function phaseIndexOf(position: number): number {
  return PHASES.findIndex((p) => position <= p.lastPosition);
}

/** '1 day', '3 days'. */
export const formatDays = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;

function durationOf(tasks: readonly Task[]): number | null {
  const dates = tasks
    .map((t) => t.task_due_date)
    .filter((d): d is string => d !== null)
    .sort();
  if (dates.length === 0) return null;
  return daysBetween(dates[0], dates[dates.length - 1]) + 1;
}

/**
 * Current Phase: the phase of the first task (in build-out order) not completed, with the phase's
 * duration and state. State: Overdue when that task is past due and still the owner's to do (shared-ui's
 * isTaskOverdue: a submitted task is not); In Progress when a task of the phase is completed; Documentation Ready when earlier phases are done and this one has not started;
 * Not Started for the first phase untouched; Completed when every task is completed (last phase).
 * Null for a client without tasks.
 */
export function currentPhase(tasks: readonly Task[], today: string = localDate()): CurrentPhase | null {
  if (tasks.length === 0) return null;
  const ordered = byPosition(tasks);
  const task = ordered.find((t) => !isCompleted(t)) ?? null;
  const index = phaseIndexOf((task ?? ordered[ordered.length - 1]).position);
  const inPhase = ordered.filter((t) => phaseIndexOf(t.position) === index);
  let state: PhaseState;
  if (task === null) state = 'Completed';
  else if (isTaskOverdue(task, today)) state = 'Overdue';
  else if (inPhase.some(isCompleted)) state = 'In Progress';
  else state = index > 0 ? 'Documentation Ready' : 'Not Started';
  return { name: PHASES[index].name, number: index + 1, durationDays: durationOf(inPhase), state, task };
}
