import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Cluster,
  DescriptionList,
  formatDateTime,
  formatDay,
  Stack,
  TaskBadges,
  TextArea,
  toApiError,
  tryHref,
  usePlatform,
  useSession,
  useToast,
} from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { FileInput, isCancelled, objectPath, USER_DOCUMENTS_BUCKET, useUpload } from 'shared-ui/upload';
import { foreign } from '../../lib/links';
import type { Task } from '../../lib/build-out/task';
import { useGetTaskActionsQuery, useSubmitTaskMutation } from '../../lib/build-out/tasks-api';

const Description = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Note = styled.div<{ $tone: 'info' | 'warning' }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.infoSoft : theme.colors.warningSoft)};
  & p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The longest note the database keeps (tasks_submission_note_length). */
export const NOTE_MAX = 2000;

export interface TaskDetailDialogProps {
  task: Task | null;
  onClose: () => void;
}

/**
 * A build-out task the owner can act on (DECISIONS 18): what it is, its status and due label (shared-ui's task
 * labels), where it is done (its template's screen, through the composed screen table: no link when that screen is
 * not live), "Ask my advisor" (Support Chat with the task quoted) and "I've done this" (an optional note and file:
 * the task goes to Submitted and the advisor confirms it or sends it back with a note, shown here).
 */
export function TaskDetailDialog({ task, onClose }: TaskDetailDialogProps) {
  const platform = usePlatform();
  const userId = useSession().user?.id;
  const toast = useToast();
  const actions = useGetTaskActionsQuery(undefined, { skip: task === null });
  const [submit, submission] = useSubmitTaskMutation();
  const { upload, progress, status, error: fileError, reset } = useUpload();
  const [reporting, setReporting] = useState(false);
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const isUploading = status === 'checking' || status === 'uploading';
  const busy = isUploading || submission.isLoading;

  const close = () => {
    if (busy) return;
    setReporting(false);
    setNote('');
    setFiles([]);
    setFailure(null);
    reset();
    onClose();
  };

  const action = task?.template_id ? actions.data?.[task.template_id] : undefined;
  const actionPath = action ? tryHref(platform.screens, action.screen) : null;
  const supportPath = foreign(platform, 'support');

  const send = async () => {
    if (!task || !userId) return;
    setFailure(null);
    try {
      const file = files[0];
      const uploaded = file ? await upload(file, { bucket: USER_DOCUMENTS_BUCKET, path: objectPath(userId, file.name) }) : null;
      await submit({ task, note, file: uploaded && file ? { path: uploaded.path, name: file.name } : null }).unwrap();
      toast.success('Sent to your advisor');
      close();
    } catch (e) {
      if (!isCancelled(e)) setFailure(toApiError(e).message);
    }
  };

  const open = (path: string) => {
    close();
    platform.navigate(path);
  };

  const footer = !task ? null : reporting ? (
    <Cluster $gap="sm" $justify="end">
      <Button variant="secondary" onClick={() => setReporting(false)} disabled={busy}>
        Cancel
      </Button>
      <Button onClick={() => void send()} isBusy={busy} busyLabel="Sending..." disabled={note.length > NOTE_MAX}>
        Send for review
      </Button>
    </Cluster>
  ) : (
    <Cluster $gap="sm" $justify="end">
      {supportPath && (
        <Button variant="secondary" onClick={() => open(`${supportPath}?task=${encodeURIComponent(task.id)}`)}>
          Ask my advisor
        </Button>
      )}
      {task.task_status === 'Awaiting Completion' && <Button onClick={() => setReporting(true)}>I&apos;ve done this</Button>}
      <Button variant="secondary" onClick={close}>
        Close
      </Button>
    </Cluster>
  );

  return (
    <Modal isOpen={task !== null} onClose={close} isDismissable={!busy} title={task?.task_name ?? ''} footer={footer} size="lg">
      {task && (
        <Stack $gap="lg">
          <Description>{task.task_description || 'No description.'}</Description>
          <DescriptionList
            items={[
              { term: 'Status', value: <TaskBadges task={task} /> },
              { term: 'Priority', value: task.task_priority },
              { term: 'Due date', value: task.task_due_date ? formatDay(task.task_due_date) : 'No due date' },
            ]}
          />
          {task.task_status === 'Submitted' && (
            <Note $tone="info" data-testid="task-submitted">
              <p>
                <strong>Sent to your advisor{task.submitted_at ? ` on ${formatDateTime(task.submitted_at)}` : ''}.</strong> They confirm it
                or send it back with a note.
              </p>
              {task.submission_note && <p>Your note: {task.submission_note}</p>}
            </Note>
          )}
          {task.task_status === 'Awaiting Completion' && task.review_note && (
            <Note $tone="warning" data-testid="task-returned">
              <p>
                <strong>Your advisor sent this back:</strong> {task.review_note}
              </p>
            </Note>
          )}
          {actionPath && action && !reporting && (
            <Cluster>
              <Button variant="secondary" onClick={() => open(actionPath)}>
                {action.label}
              </Button>
            </Cluster>
          )}
          {reporting && (
            <Stack $gap="md" as="section" aria-label="I've done this">
              <TextArea
                label="Note for your advisor (optional)"
                value={note}
                onChange={(e) => setNote(e.target.value)}
                hint="What you did, a reference number, anything they should know."
                error={note.length > NOTE_MAX ? `A note can have at most ${NOTE_MAX.toLocaleString('en-US')} characters.` : undefined}
                disabled={busy}
                data-autofocus
              />
              <FileInput
                label="Proof (optional)"
                bucket={USER_DOCUMENTS_BUCKET}
                files={files}
                onFilesChange={(next) => {
                  setFiles(next);
                  reset();
                }}
                hint="PDF, DOC, DOCX (max 10MB). It is also kept in your Additional Documents."
                error={fileError?.message}
                progress={isUploading ? Math.round(progress * 100) : undefined}
                progressLabel="Upload progress"
                disabled={busy}
              />
              {failure && <Failure role="alert">{failure}</Failure>}
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
