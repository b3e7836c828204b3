import { isCompleted, type Task } from '../../lib/build-out/task';
import type { Tables } from 'shared-ui';

/** A row of `activities`: what the client records on the dashboard. */
export type Activity = Pick<Tables<'activities'>, 'id' | 'title' | 'notes' | 'created_at'> & { status: RegularStatus };

export type RegularStatus = 'completed' | 'in-progress';
/**
 * The statuses the Add Activity dialog offers (spec 2 section 4; pending and urgent are refused with the spec's
 * message). A task in the list shows its own status and due label instead (shared-ui's task labels, DECISIONS 18).
 */
export type ActivityStatus = RegularStatus | 'pending' | 'urgent';

export const ACTIVITY_STATUSES: readonly ActivityStatus[] = ['in-progress', 'completed', 'pending', 'urgent'];
export const REGULAR_STATUSES: readonly RegularStatus[] = ['completed', 'in-progress'];

export const STATUS_LABELS: Record<ActivityStatus, string> = {
  'in-progress': 'In Progress',
  completed: 'Completed',
  pending: 'Pending',
  urgent: 'Urgent',
};

export const STATUS_RULE_MESSAGE = "Only 'completed' or 'in-progress' statuses are allowed for regular activities.";

export const isRegularStatus = (status: string): status is RegularStatus => (REGULAR_STATUSES as readonly string[]).includes(status);

/** The status rule: null when a regular activity may be saved with `status`, otherwise the spec's message. */
export function checkActivityStatus(status: string): string | null {
  return isRegularStatus(status) ? null : STATUS_RULE_MESSAGE;
}

/** The title rule: an empty (or blank) title silently does nothing (spec 2 section 5). */
export const canSaveActivity = (title: string): boolean => title.trim() !== '';

/** A Contact Support activity shows a Completed button when done. */
export const isContactSupport = (activity: Pick<Activity, 'title'>): boolean => activity.title.trim().toLowerCase() === 'contact support';

export type ListItem =
  { kind: 'activity'; key: string; activity: Activity; status: ActivityStatus } | { kind: 'compliance'; key: string; task: Task };

/** How many open compliance tasks the list shows (the next ones due). */
export const COMPLIANCE_IN_LIST = 5;

/** ISO dates and timestamps in code-unit order (not localeCompare: its first call builds ICU's collator, on `/`'s first render). */
const byIsoText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Recent Activities: the client's activities, newest first, then their next open compliance tasks
 * (earliest due first, at most COMPLIANCE_IN_LIST); a task opens its detail (what to do, "I've done this").
 */
export function recentActivities(activities: readonly Activity[], tasks: readonly Task[]): ListItem[] {
  const own: ListItem[] = [...activities]
    .sort((a, b) => byIsoText(b.created_at, a.created_at))
    .map((activity) => ({ kind: 'activity', key: `a-${activity.id}`, activity, status: activity.status }));
  const compliance: ListItem[] = tasks
    .filter((t) => t.is_compliance && !isCompleted(t))
    .sort((a, b) => byIsoText(a.task_due_date ?? '9999', b.task_due_date ?? '9999') || a.position - b.position)
    .slice(0, COMPLIANCE_IN_LIST)
    .map((task) => ({ kind: 'compliance', key: `t-${task.id}`, task }));
  return [...own, ...compliance];
}
