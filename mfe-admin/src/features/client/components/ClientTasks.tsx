import { useState } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Cluster,
  taskBadges,
  formatDateTime,
  formatDay,
  QueryState,
  Select,
  Stack,
  TaskBadges,
  TextArea,
  toApiError,
  useFocusedRecord,
  focusedRecordStyle,
  usePlatform,
  useToast,
} from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { Table, type TableColumn } from 'shared-ui/tables';
import {
  useGetClientTasksQuery,
  useGetDocumentUrlMutation,
  useReviewTaskMutation,
  useSetTaskStatusMutation,
  type ClientTask,
  type TaskStatus,
} from '../api/client-api';
import { Section } from '../../../components/Section';

// The admin sets Completed or Awaiting Completion; only the owner submits (the database refuses anything else).
const STATUSES = [
  { value: 'Completed', label: 'Completed' },
  { value: 'Awaiting Completion', label: 'Awaiting Completion' },
] as const;

const Review = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & p {
    margin: 0;
    white-space: pre-wrap;
  }
  ${focusedRecordStyle}
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

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

/** The file the owner sent with a submission (one of their documents): opened through `open-document`, logged. */
function ProofLink({ task }: { task: ClientTask }) {
  const [getUrl, { isLoading }] = useGetDocumentUrlMutation();
  if (!task.submission_document_id) return null;
  const documentId = task.submission_document_id;
  return (
    <Button
      size="sm"
      variant="secondary"
      isBusy={isLoading}
      busyLabel="Preparing..."
      onClick={() =>
        void getUrl(documentId)
          .unwrap()
          .then(({ signedUrl }) => window.location.assign(signedUrl))
          .catch(() => undefined)
      }
    >
      Download the file sent
    </Button>
  );
}

/** Send back with a note: what is missing, which the owner reads on the task. */
function ReturnDialog({ task, onClose }: { task: ClientTask; onClose: () => void }) {
  const [review, { isLoading }] = useReviewTaskMutation();
  const toast = useToast();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (note.trim() === '') {
      setError('Say what is missing: the client reads this note.');
      return;
    }
    try {
      await review({ id: task.id, decision: 'return', note }).unwrap();
      toast.success('Sent back to the client');
      onClose();
    } catch (e) {
      setError(toApiError(e).message);
    }
  };
  return (
    <Modal
      isOpen
      onClose={onClose}
      isDismissable={!isLoading}
      title={`Send back: ${task.task_name}`}
      footer={
        <Cluster $gap="sm" $justify="end">
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button onClick={() => void send()} isBusy={isLoading} busyLabel="Sending...">
            Send back
          </Button>
        </Cluster>
      }
    >
      <TextArea
        label="Note for the client"
        required
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setError(null);
        }}
        error={error ?? undefined}
        hint="What is missing or what to do next."
        data-autofocus
      />
    </Modal>
  );
}

/** The tasks the client says are done: the admin confirms each or sends it back with a note. */
function SubmittedTasks({ tasks }: { tasks: ClientTask[] }) {
  const [review, { isLoading, originalArgs }] = useReviewTaskMutation();
  const { toast } = usePlatform();
  const [returning, setReturning] = useState<ClientTask | null>(null);
  const focus = useFocusedRecord(true);
  if (tasks.length === 0) return null;
  return (
    <Stack $gap="sm" as="section" aria-labelledby="client-submitted">
      <h3 id="client-submitted">Waiting for your review ({tasks.length})</h3>
      <Stack as="ul" $gap="sm">
        {tasks.map((task) => (
          <Review key={task.id} data-testid="submitted-task" {...focus.mark(task.id)}>
            <Stack $gap="sm">
              <h3>
                {task.position}. {task.task_name}
              </h3>
              <Muted>Submitted {task.submitted_at ? formatDateTime(task.submitted_at) : ''}</Muted>
              {task.submission_note ? <p>“{task.submission_note}”</p> : <Muted>No note.</Muted>}
              <Cluster $gap="sm">
                <Button
                  size="sm"
                  variant="success"
                  isBusy={isLoading && originalArgs?.id === task.id}
                  busyLabel="Confirming..."
                  onClick={() =>
                    void review({ id: task.id, decision: 'complete' })
                      .unwrap()
                      .then(() => toast.success(`Confirmed: ${task.task_name}`))
                      .catch((e: unknown) => toast.error(toApiError(e).message))
                  }
                  aria-label={`Confirm ${task.task_name}`}
                >
                  Confirm
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setReturning(task)} aria-label={`Send back ${task.task_name}`}>
                  Send back
                </Button>
                <ProofLink task={task} />
              </Cluster>
            </Stack>
          </Review>
        ))}
      </Stack>
      {returning && <ReturnDialog task={returning} onClose={() => setReturning(null)} />}
    </Stack>
  );
}

const COLUMNS: TableColumn<ClientTask>[] = [
  { key: 'position', header: '#' },
  { key: 'task_name', header: 'Task' },
  { key: 'task_priority', header: 'Priority' },
  {
    key: 'task_due_date',
    header: 'Due',
    // The date and its due label (Overdue, Due soon: shared-ui's task labels, as on the client's screens).
    render: (t) => (
      <>
        {t.task_due_date ? formatDay(t.task_due_date) : '-'}{' '}
        {taskBadges(t)
          .slice(1)
          .map((b) => (
            <Badge key={b.label} tone={b.tone}>
              {b.label}
            </Badge>
          ))}
      </>
    ),
  },
  {
    key: 'task_status',
    header: 'Status',
    render: (t) => (t.task_status === 'Submitted' ? <TaskBadges task={t} /> : <TaskStatusSelect task={t} />),
  },
];

/**
 * The client's 45 build-out tasks; the admin confirms or sends back what the client submitted, and may set any
 * task's status (DECISIONS 9, 18); the client's progress follows.
 */
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
        {(rows) => (
          <Stack $gap="lg">
            <SubmittedTasks tasks={rows.filter((t) => t.task_status === 'Submitted')} />
            <Table caption="Build-out tasks" columns={COLUMNS} rows={rows} getRowKey={(t) => t.id} />
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}
