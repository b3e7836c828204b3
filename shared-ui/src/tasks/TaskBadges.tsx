import { Badge } from '../components/Badge/Badge';
import { taskBadges, type TaskLabelFields } from './task-labels';

/** A task's status and due label as badges (task-labels.ts): the one rendering every screen uses. */
export function TaskBadges({ task, today }: { task: TaskLabelFields; today?: string }) {
  return (
    <>
      {taskBadges(task, today).map((b, i) => (
        <span key={b.label}>
          {i > 0 && ' '}
          <Badge tone={b.tone}>{b.label}</Badge>
        </span>
      ))}
    </>
  );
}
