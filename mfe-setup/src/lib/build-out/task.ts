/** A row of `tasks` (docs/data-model.md): one of the client's 45 build-out steps. Admins set the status. */
export interface Task {
  id: string;
  user_id: string;
  template_id: number | null;
  position: number;
  task_name: string;
  task_description: string | null;
  /** `YYYY-MM-DD` */
  task_due_date: string | null;
  task_priority: 'High' | 'Medium' | 'Low';
  task_status: 'Completed' | 'Awaiting Completion';
  is_business_license: boolean;
  is_tax_form: boolean;
  is_compliance: boolean;
  completed_at: string | null;
  created_at: string;
}

/** The number of build-out tasks every client gets (spec 2 section 9). */
export const BUILD_OUT_TASKS = 45;

export const isCompleted = (task: Pick<Task, 'task_status'>): boolean => task.task_status === 'Completed';
