import type { Tables, TaskStatus } from 'shared-ui';
/** A row of `tasks` (docs/data-model.md): one of the client's 45 build-out steps. The owner submits, admins confirm. */
export type Task = Omit<Tables<'tasks'>, 'task_priority' | 'task_status'> & {
  /** The table's check constraints. */
  task_priority: 'High' | 'Medium' | 'Low';
  task_status: TaskStatus;
};

/** Where a task is done (its template's `action_screen`, a screen id, and the link's words). */
export interface TaskAction {
  screen: string;
  label: string;
}

/** The number of build-out tasks every client gets (spec 2 section 9). */
export const BUILD_OUT_TASKS = 45;

export const isCompleted = (task: Pick<Task, 'task_status'>): boolean => task.task_status === 'Completed';
