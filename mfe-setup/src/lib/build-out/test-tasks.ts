import type { Task } from './task';

/** Builds task rows for unit tests (no server in DOM tests): the 45-task template shape. */
export function makeTask(position: number, overrides: Partial<Task> = {}): Task {
  return {
    id: `task-${position}`,
    user_id: 'user-1',
    template_id: position,
    position,
    task_name: `Task ${position}`,
    task_description: `What to do for task ${position}.`,
    task_due_date: '2026-12-01',
    task_priority: 'Medium',
    task_status: 'Awaiting Completion',
    is_business_license: false,
    is_tax_form: false,
    is_compliance: false,
    completed_at: null,
    submitted_at: null,
    submission_note: null,
    submission_document_id: null,
    review_note: null,
    reviewed_at: null,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

/** 45 tasks, the first `completed` of them completed. */
export function makeTasks(completed = 0, overrides: (position: number) => Partial<Task> = () => ({})): Task[] {
  return Array.from({ length: 45 }, (_, i) =>
    makeTask(i + 1, { ...(i < completed ? { task_status: 'Completed' as const } : {}), ...overrides(i + 1) }),
  );
}
