import type { Tables } from 'shared-ui';
/** A row of `tasks` (docs/data-model.md): one of the client's 45 build-out steps. Admins set the status. */
export type Task = Omit<Tables<'tasks'>, 'task_priority' | 'task_status'> & {
  /** The table's check constraints. */
  task_priority: 'High' | 'Medium' | 'Low';
  task_status: 'Completed' | 'Awaiting Completion';
};

/** The number of build-out tasks every client gets (spec 2 section 9). */
export const BUILD_OUT_TASKS = 45;

export const isCompleted = (task: Pick<Task, 'task_status'>): boolean => task.task_status === 'Completed';
