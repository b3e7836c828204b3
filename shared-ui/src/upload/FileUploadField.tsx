import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import type { BucketId } from './bucket-limits';
import { FileInput } from './FileInput';
import { useUpload } from './use-upload';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

export interface FileUploadFieldProps {
  label: ReactNode;
  bucket: BucketId;
  /** The object name for the chosen file, e.g. `${userId}/${Date.now()}_${file.name}`. */
  pathFor: (file: File) => string;
  /** A narrower type rule ('image/*') and a smaller limit than the bucket's. */
  accept?: string;
  maxSizeBytes?: number;
  /** Replace an object of the same name. */
  upsert?: boolean;
  /** After the upload (e.g. save the row, toast); the field shows busy until it settles. A rejection is shown as the field's error. */
  onUploaded: (result: { path: string; file: File }) => void | Promise<void>;
  hint?: ReactNode;
  uploadLabel?: string;
  busyLabel?: string;
  progressLabel?: string;
  disabled?: boolean;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Upload failed.');

/**
 * Choose a file, upload it with real progress, cancel: the upload control of every screen. The bucket's
 * types and size (and the screen's narrower rules) are checked on pick; Upload stays disabled until a
 * good file is chosen. An upload cut off by a reload resumes when the same file is chosen again.
 */
export function FileUploadField({
  label,
  bucket,
  pathFor,
  accept,
  maxSizeBytes,
  upsert,
  onUploaded,
  hint,
  uploadLabel = 'Upload',
  busyLabel = 'Uploading...',
  progressLabel = 'Upload progress',
  disabled,
}: FileUploadFieldProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [afterError, setAfterError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const { upload, progress, status, error, cancel, reset } = useUpload();
  const isUploading = status === 'checking' || status === 'uploading';
  const file = files[0];

  const choose = (next: File[]) => {
    setFiles(next);
    setAfterError(null);
    reset();
  };

  const start = async () => {
    if (!file) return;
    setAfterError(null);
    let path: string;
    try {
      ({ path } = await upload(file, { bucket, path: pathFor(file), upsert, accept, maxSizeBytes }));
    } catch {
      return; // the hook's state shows it (the error, or "cancelled")
    }
    setSaving(true);
    try {
      await onUploaded({ path, file });
      setFiles([]);
      reset();
    } catch (e) {
      setAfterError(messageOf(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <FileInput
        label={label}
        bucket={bucket}
        accept={accept}
        maxSizeBytes={maxSizeBytes}
        files={files}
        onFilesChange={choose}
        hint={hint}
        error={afterError ?? error?.message}
        progress={isUploading || status === 'done' ? Math.round(progress * 100) : undefined}
        progressLabel={progressLabel}
        disabled={disabled || isUploading || isSaving}
      />
      <Actions>
        <Button onClick={() => void start()} disabled={disabled || !file} isBusy={isUploading || isSaving} busyLabel={busyLabel}>
          {uploadLabel}
        </Button>
        {isUploading && (
          <Button variant="secondary" onClick={cancel}>
            Cancel upload
          </Button>
        )}
        {status === 'cancelled' && <span role="status">Upload cancelled.</span>}
      </Actions>
    </div>
  );
}
