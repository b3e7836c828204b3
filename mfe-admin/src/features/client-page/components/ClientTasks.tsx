import { Badge, formatDay, QueryState, Select } from 'shared-ui';
import { Table, type TableColumn } from 'shared-ui/tables';
import { useGetClientTasksQuery, useSetTaskStatusMutation, type ClientTask, type TaskStatus } from '../api/client-api';
import { Section } from '../../../components/Section';

const STATUSES = [
  { value: 'Completed', label: 'Completed' },
  { value: 'Awaiting Completion', label: 'Awaiting Completion' },
] as const;

function isOverdue(task: ClientTask, today = new Date().toISOString().slice(0, 10)): boolean {
  return task.task_status !== 'Completed' && task.task_due_date !== null && task.task_due_date < today;
}

function TaskStatusSelect({ task }: { task: ClientTask }) {
  const [setStatus, { isLoading }] = useSetTaskStatusMutation();
  return (
    <Select
      label={`Status of ${task.task_name}`}
      hideLabel
      value={task.task_status}
      options={STATUSES}
      disabled={isLoading}
      onChange={(event) => void setStatus({ id: task.id, status: event.target.value as TaskStatus })}
    />
  );
}

const COLUMNS: TableColumn<ClientTask>[] = [
  { key: 'position', header: '#' },
  { key: 'task_name', header: 'Task' },
  { key: 'task_priority', header: 'Priority' },
  {
    key: 'task_due_date',
    header: 'Due',
    render: (t) => (
      <>
        {t.task_due_date ? formatDay(t.task_due_date) : '-'} {isOverdue(t) && <Badge tone="danger">Overdue</Badge>}
      </>
    ),
  },
  { key: 'task_status', header: 'Status', render: (t) => <TaskStatusSelect task={t} /> },
];

/** The client's 45 build-out tasks; the admin sets each one's status (DECISIONS 9), the client's progress follows. */
export function ClientTasks({ userId }: { userId: string }) {
  const tasks = useGetClientTasksQuery(userId);
  const completed = tasks.data?.filter((t) => t.task_status === 'Completed').length ?? 0;
  return (
    <Section
      id="client-tasks"
      title="Build-out tasks"
      actions={
        tasks.data && (
          <span>
            {completed} of {tasks.data.length} completed
          </span>
        )
      }
    >
      <QueryState
        query={tasks}
        loadingLabel="Loading tasks..."
        isEmpty={(rows) => rows.length === 0}
        empty={<p>This client has no build-out tasks.</p>}
      >
        {(rows) => <Table caption="Build-out tasks" columns={COLUMNS} rows={rows} getRowKey={(t) => t.id} />}
      </QueryState>
    </Section>
  );
}
