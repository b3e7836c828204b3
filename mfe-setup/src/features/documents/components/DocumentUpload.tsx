import { useState } from 'react';
import styled from 'styled-components';
import { Button, Cluster, Stack, useSession, useToast } from 'shared-ui';
import { FileInput, isCancelled, objectPath, USER_DOCUMENTS_BUCKET, useUpload } from 'shared-ui/upload';
import { useAddDocumentMutation } from '../api/documents-api';
import type { DocumentType } from '../../../lib/documents/document-panels';

const Box = styled(Stack).attrs({ $gap: 'sm' as const })`
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
`;

export interface DocumentUploadProps {
  type: DocumentType;
  /** The panel's title, for the control's label. */
  title: string;
  /** Whose sections: an admin delivering into a client's (their folder and rows); by default the signed-in owner's. */
  ownerId?: string;
}

/**
 * A panel's upload control (shared-ui/upload): PDF, DOC or DOCX up to 10MB, checked on pick and
 * enforced by the bucket; Upload disabled until a file is chosen; real progress; then the document's
 * row. The spec's toasts: "Document uploaded successfully!" and "Upload failed".
 */
export function DocumentUpload({ type, title, ownerId }: DocumentUploadProps) {
  const me = useSession().user?.id;
  const userId = ownerId ?? me;
  const toast = useToast();
  const { upload, progress, status, error, cancel, reset } = useUpload();
  const [add, adding] = useAddDocumentMutation();
  const [files, setFiles] = useState<File[]>([]);
  const isUploading = status === 'checking' || status === 'uploading';
  const file = files[0];

  const choose = (next: File[]) => {
    setFiles(next);
    reset();
  };

  const handleUpload = async () => {
    if (!file || !userId) return;
    try {
      const { path } = await upload(file, { bucket: USER_DOCUMENTS_BUCKET, path: objectPath(userId, file.name) });
      await add({ document_type: type, document_name: file.name, file_url: path, ...(ownerId ? { user_id: ownerId } : {}) }).unwrap();
      toast.success('Document uploaded successfully!');
      setFiles([]);
      reset();
    } catch (e) {
      if (!isCancelled(e)) toast.error('Upload failed');
    }
  };

  return (
    <Box>
      <FileInput
        label={ownerId ? `Deliver to ${title}` : `Upload to ${title}`}
        bucket={USER_DOCUMENTS_BUCKET}
        files={files}
        onFilesChange={choose}
        hint="PDF, DOC, DOCX (max 10MB)"
        error={error?.message}
        progress={isUploading || status === 'done' ? Math.round(progress * 100) : undefined}
        progressLabel={`Upload progress for ${title}`}
        disabled={isUploading || adding.isLoading}
      />
      <Cluster>
        <Button
          size="sm"
          onClick={() => void handleUpload()}
          disabled={!file}
          isBusy={isUploading || adding.isLoading}
          busyLabel="Uploading..."
        >
          Upload
        </Button>
        {isUploading && (
          <Button size="sm" variant="secondary" onClick={cancel}>
            Cancel upload
          </Button>
        )}
        {status === 'cancelled' && <span role="status">Upload cancelled.</span>}
      </Cluster>
    </Box>
  );
}
