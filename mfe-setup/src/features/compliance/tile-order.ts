import { isCompleted, type Task } from '../../lib/build-out/task';

/** Tiles: Completed first, then by due date (no date last), then build-out position. */
export function orderTiles<T extends Pick<Task, 'task_status' | 'task_due_date' | 'position'>>(tasks: readonly T[]): T[] {
  return [...tasks].sort(
    (a, b) =>
      Number(isCompleted(b)) - Number(isCompleted(a)) ||
      (a.task_due_date ?? '9999-12-31').localeCompare(b.task_due_date ?? '9999-12-31') ||
      a.position - b.position,
  );
}
