import { isCompleted, type Task } from './task';

export interface Progress {
  completed: number;
  total: number;
  /** 0..100, rounded to a whole number. */
  percent: number;
}

/** Overall Progress: completed tasks out of all of the client's tasks. */
export function progressOf(tasks: readonly Pick<Task, 'task_status'>[]): Progress {
  const total = tasks.length;
  const completed = tasks.filter(isCompleted).length;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

/** Tasks in build-out order (position, then name for stability). */
export function byPosition<T extends Pick<Task, 'position' | 'task_name'>>(tasks: readonly T[]): T[] {
  return [...tasks].sort((a, b) => a.position - b.position || a.task_name.localeCompare(b.task_name));
}
