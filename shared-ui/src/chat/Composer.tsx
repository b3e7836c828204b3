import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Cluster, ProgressBar, Stack, useSession } from 'shared-ui';
import { acceptFor, formatBytes, useUpload, validateFile } from 'shared-ui/upload';
import { MAX_BODY, type Attachment } from './chat-types';

const Box = styled(Stack)`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  textarea {
    width: 100%;
    min-height: 4.5rem;
    resize: vertical;
    font: inherit;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Muted = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ComposerProps {
  draft: string;
  onDraftChange(draft: string): void;
  onSend(body: string, attachments: Attachment[]): void;
  onTyping(): void;
  /** The chat-attachments folder files go to: the client's id (default: the signed-in user, a client). */
  folder?: string;
}

/** The message box: Enter sends, Shift+Enter adds a line; files go to chat-attachments first, with progress. */
export function Composer({ draft, onDraftChange, onSend, onTyping, folder }: ComposerProps) {
  const { user } = useSession();
  const upload = useUpload();
  const [files, setFiles] = useState<Attachment[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const tooLong = draft.length > MAX_BODY;
  const canSend = (draft.trim() !== '' || files.length > 0) && !tooLong && upload.status !== 'uploading';

  const send = () => {
    if (!canSend) return;
    onSend(draft, files);
    setFiles([]);
    upload.reset();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  const attach = async (file: File | undefined) => {
    if (!file || !user) return;
    setFileError(validateFile(file, 'chat-attachments'));
    if (validateFile(file, 'chat-attachments')) return;
    const safeName = file.name.replace(/[^\w.-]+/g, '_').slice(-120);
    try {
      const { path } = await upload.upload(file, {
        bucket: 'chat-attachments',
        path: `${folder ?? user.id}/${crypto.randomUUID()}_${safeName}`,
      });
      setFiles((f) => [...f, { path, name: file.name, size: file.size, type: file.type }]);
    } catch (e) {
      setFileError(e instanceof Error ? e.message : 'Upload failed');
    }
  };

  return (
    <Box as="form" $gap="sm" onSubmit={(e) => (e.preventDefault(), send())} aria-label="Send a message">
      <label htmlFor={inputId}>Message</label>
      <textarea
        id={inputId}
        value={draft}
        aria-describedby={hintId}
        aria-invalid={tooLong || undefined}
        placeholder="Write a message..."
        onChange={(e) => {
          onDraftChange(e.target.value);
          onTyping();
        }}
        onKeyDown={onKeyDown}
      />
      <Muted id={hintId}>
        {tooLong
          ? `A message can have at most ${MAX_BODY.toLocaleString('en-US')} characters (${draft.length.toLocaleString('en-US')} now).`
          : 'Enter sends, Shift+Enter adds a line.'}
      </Muted>
      {files.length > 0 && (
        <Cluster as="ul" $gap="sm" aria-label="Attached files">
          {files.map((f) => (
            <li key={f.path}>
              {f.name} ({formatBytes(f.size)}){' '}
              <Button size="sm" variant="ghost" onClick={() => setFiles((all) => all.filter((x) => x.path !== f.path))}>
                Remove {f.name}
              </Button>
            </li>
          ))}
        </Cluster>
      )}
      {upload.status === 'uploading' && <ProgressBar value={Math.round(upload.progress * 100)} label="Uploading attachment" />}
      {fileError && <Muted role="alert">{fileError}</Muted>}
      <Cluster $gap="sm" style={{ justifyContent: 'space-between' }}>
        <label>
          <Muted>Attach a PDF or an image (10 MB)</Muted>{' '}
          <input
            type="file"
            accept={acceptFor('chat-attachments')}
            disabled={upload.status === 'uploading' || files.length >= 5}
            onChange={(e) => {
              void attach(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <Button type="submit" disabled={!canSend}>
          Send
        </Button>
      </Cluster>
    </Box>
  );
}
