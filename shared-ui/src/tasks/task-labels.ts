import type { BadgeTone } from '../components/Badge/Badge';

/**
 * A build-out task's words, the same on every screen (DECISIONS 18): its status, one of the three the database
 * keeps (`tasks.task_status`), and a label derived from its due date. Owner's home page, Business Compliance, the
 * admin's client page and search all read them here.
 *   Awaiting Completion: the owner's to do. Submitted: the owner said "I've done this", the advisor confirms.
 *   Completed: confirmed (or set) by an admin.
 *   Overdue: past its due date and still the owner's to do. Due soon: due within DUE_SOON_DAYS (the window of
 *   the compliance reminders the server mails). A submitted or completed task has neither.
 */
export const TASK_STATUSES = ['Awaiting Completion', 'Submitted', 'Completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export type DueLabel = 'Overdue' | 'Due soon';

/** Days ahead within which an open task is Due soon (the server's compliance reminders use the same 7). */
export const DUE_SOON_DAYS = 7;

/** The fields the labels read. */
export interface TaskLabelFields {
  task_status: string;
  task_due_date: string | null;
}

export const isTaskStatus = (value: string): value is TaskStatus => (TASK_STATUSES as readonly string[]).includes(value);

/** Today's date in the viewer's time zone, `YYYY-MM-DD` (the `date` columns' form). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const dayNumber = (date: string): number => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Overdue, Due soon or null: only a task still the owner's to do (Awaiting Completion) has one. */
export function dueLabel(task: TaskLabelFields, today: string = todayIso()): DueLabel | null {
  if (task.task_status !== 'Awaiting Completion' || !task.task_due_date) return null;
  const days = dayNumber(task.task_due_date) - dayNumber(today);
  if (days < 0) return 'Overdue';
  if (days <= DUE_SOON_DAYS) return 'Due soon';
  return null;
}

export const isTaskOverdue = (task: TaskLabelFields, today: string = todayIso()): boolean => dueLabel(task, today) === 'Overdue';

const STATUS_TONES: Record<TaskStatus, BadgeTone> = { 'Awaiting Completion': 'warning', Submitted: 'info', Completed: 'success' };
const DUE_TONES: Record<DueLabel, BadgeTone> = { Overdue: 'danger', 'Due soon': 'brand' };

/** The badges a task shows, in order: its status, then its due label if any (a string status not in the list shows as it is). */
export function taskBadges(task: TaskLabelFields, today: string = todayIso()): { label: string; tone: BadgeTone }[] {
  const status = task.task_status;
  const due = dueLabel(task, today);
  return [
    { label: status, tone: isTaskStatus(status) ? STATUS_TONES[status] : 'neutral' },
    ...(due ? [{ label: due, tone: DUE_TONES[due] }] : []),
  ];
}
