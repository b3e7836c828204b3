import styled from 'styled-components';
import { Badge, type BadgeTone, Button, Cluster, type FocusedRecord, focusedRecordStyle, formatDay, Stack, TaskBadges } from 'shared-ui';
import type { Task } from '../../../lib/build-out/task';
import { isContactSupport, STATUS_LABELS, type Activity, type ActivityStatus, type ListItem } from '../activity';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${focusedRecordStyle}
`;

const TONES: Record<ActivityStatus, BadgeTone> = { completed: 'success', 'in-progress': 'brand', pending: 'warning', urgent: 'danger' };

// A task's name is the button that opens its detail (what to do, "I've done this", "Ask my advisor").
const TaskButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brandHover};
  text-align: left;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brandHover};
    outline-offset: 2px;
  }
`;

export interface ActivityListProps {
  items: readonly ListItem[];
  onEdit: (activity: Activity) => void;
  onDelete: (activity: Activity) => void;
  onContactSupport: () => void;
  /** Opens a build-out task's detail. */
  onOpenTask?: (task: Task) => void;
  /** The `?focus=<id>` highlight of an activity (useFocusedRecord). */
  mark?: FocusedRecord['mark'];
}

/**
 * Recent Activities: the client's own activities (edit, delete) and their compliance tasks (each opens its detail).
 * A Contact Support activity shows a Completed button when done, and a way to reach support before.
 */
export function ActivityList({ items, onEdit, onDelete, onContactSupport, onOpenTask, mark }: ActivityListProps) {
  return (
    <Stack as="ul" $gap="sm" aria-label="Recent Activities">
      {items.map((item) => (
        <Item key={item.key} data-testid="activity-item" {...(item.kind === 'activity' ? mark?.(item.activity.id) : undefined)}>
          {item.kind === 'activity' ? (
            <>
              <div>
                <h3>{item.activity.title}</h3>
                {item.activity.notes && <p>{item.activity.notes}</p>}
              </div>
              <Cluster>
                <Badge tone={TONES[item.status]}>{STATUS_LABELS[item.status]}</Badge>
                {isContactSupport(item.activity) &&
                  (item.activity.status === 'completed' ? (
                    <Button size="sm" variant="success" disabled>
                      Completed
                    </Button>
                  ) : (
                    <Button size="sm" variant="secondary" onClick={onContactSupport}>
                      Contact Support
                    </Button>
                  ))}
                <Button size="sm" variant="ghost" onClick={() => onEdit(item.activity)} aria-label={`Edit ${item.activity.title}`}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onDelete(item.activity)} aria-label={`Delete ${item.activity.title}`}>
                  Delete
                </Button>
              </Cluster>
            </>
          ) : (
            <>
              <div>
                <h3>
                  {onOpenTask ? (
                    <TaskButton type="button" aria-haspopup="dialog" onClick={() => onOpenTask(item.task)}>
                      {item.task.task_name}
                    </TaskButton>
                  ) : (
                    item.task.task_name
                  )}
                </h3>
                <p>Compliance task{item.task.task_due_date && ` · due ${formatDay(item.task.task_due_date)}`}</p>
              </div>
              <Cluster>
                <TaskBadges task={item.task} />
              </Cluster>
            </>
          )}
        </Item>
      ))}
    </Stack>
  );
}
