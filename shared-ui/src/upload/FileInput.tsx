import { useState, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
// Core pieces by the package name: the remote gets the one shared copy (a relative path would bundle another).
import { CloseIcon, Field, IconButton, ProgressBar } from 'shared-ui';
import { acceptFor, type BucketId } from './bucket-limits';
import { describeRules, formatBytes, validateFile } from './validate-file';

const NativeInput = styled.input`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space.md};
    padding: 6px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Rejections = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

const Files = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export interface FileInputProps {
  label: ReactNode;
  /** The bucket the files go to: its types and size limit apply (BUCKET_LIMITS) and the picker offers its types. */
  bucket?: BucketId;
  /** Types allowed (within the bucket's), as for the native attribute: '.pdf,.doc,.docx', 'image/*', 'video/*'. Checked again on pick. */
  accept?: string;
  /** A smaller limit than the bucket's. */
  maxSizeBytes?: number;
  /** Several files; each pick adds to the list, each file can be removed before saving. */
  isMultiple?: boolean;
  /** The chosen files (controlled). */
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** Defaults to the rules, e.g. "PDF, DOC, DOCX up to 10 MB". */
  hint?: ReactNode;
  /** An error from outside (e.g. the upload failed). */
  error?: ReactNode;
  /** Upload progress 0-100 (null: indeterminate); omit to hide the bar. */
  progress?: number | null;
  progressLabel?: string;
  disabled?: boolean;
  name?: string;
}

/**
 * A labelled file picker that enforces its type filter and size limit on every pick, names rejected
 * files in a clear alert, lists chosen files (removable when multiple) and shows upload progress.
 */
export function FileInput({
  label,
  bucket,
  accept,
  maxSizeBytes,
  isMultiple = false,
  files,
  onFilesChange,
  hint,
  error,
  progress,
  progressLabel = 'Upload progress',
  disabled,
  name,
}: FileInputProps) {
  const [rejections, setRejections] = useState<string[]>([]);
  const rules = { bucket, accept, maxSizeBytes };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    const problems: string[] = [];
    const accepted = picked.filter((file) => {
      const problem = validateFile(file, rules);
      if (problem) problems.push(problem);
      return problem === null;
    });
    setRejections(problems);
    // Multiple: the list below shows the files, so the native input is emptied for the next pick.
    // Single: a rejected pick is cleared so a bad file never looks chosen.
    if (isMultiple || accepted.length === 0) event.target.value = '';
    if (isMultiple) onFilesChange([...files, ...accepted]);
    else onFilesChange(accepted.slice(0, 1));
  };

  const remove = (index: number) => onFilesChange(files.filter((_, i) => i !== index));
  const shownError =
    rejections.length > 0 ? (
      <Rejections role="alert">
        {rejections.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </Rejections>
    ) : (
      error
    );

  return (
    <Field label={label} hint={hint ?? describeRules(rules)} error={shownError}>
      {(control) => (
        <>
          <NativeInput
            type="file"
            accept={accept ?? (bucket ? acceptFor(bucket) : undefined)}
            multiple={isMultiple}
            disabled={disabled}
            name={name}
            onChange={handleChange}
            {...control}
          />
          {isMultiple && files.length > 0 && (
            <Files aria-label="Chosen files">
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  <span>
                    {file.name} ({formatBytes(file.size)})
                  </span>
                  <IconButton label={`Remove ${file.name}`} icon={<CloseIcon />} onClick={() => remove(index)} disabled={disabled} />
                </li>
              ))}
            </Files>
          )}
          {progress !== undefined && <ProgressBar value={progress} label={progressLabel} />}
        </>
      )}
    </Field>
  );
}
