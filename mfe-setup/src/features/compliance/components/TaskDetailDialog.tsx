import styled from 'styled-components';
import { Badge, Button, DescriptionList, formatDay } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import type { Task } from '../../../lib/build-out/task';
import { tileStatus } from '../tile-order';

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export interface TaskDetailDialogProps {
  task: Task | null;
  isOverdue: boolean;
  onClose: () => void;
}

/** A task's description, status, priority and due date. */
export function TaskDetailDialog({ task, isOverdue, onClose }: TaskDetailDialogProps) {
  const status = task ? tileStatus(task) : 'Pending';
  return (
    <Modal
      isOpen={task !== null}
      onClose={onClose}
      title={task?.task_name ?? ''}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {task && (
        <>
          <Description>{task.task_description || 'No description.'}</Description>
          <DescriptionList
            items={[
              {
                term: 'Status',
                value: (
                  <>
                    <Badge tone={status === 'Completed' ? 'success' : 'warning'}>{status}</Badge>{' '}
                    {isOverdue && <Badge tone="danger">Overdue</Badge>}
                  </>
                ),
              },
              { term: 'Priority', value: task.task_priority },
              { term: 'Due date', value: task.task_due_date ? formatDay(task.task_due_date) : 'No due date' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
