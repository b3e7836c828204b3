import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, toApiError, usePlatform, useSession, VisuallyHidden } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';
import { FileUploadField } from 'shared-ui/upload';
import { useAddDocumentMutation, useDeleteDocumentMutation, useGetDocumentLinkMutation } from '../api/records-api';
import { DOCUMENTS_BUCKET, documentPath, type DocumentedRecord, type RecordDocument, type RecordKind } from '../record-kinds';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    justify-content: space-between;
  }
`;

/** A record's documents: download, delete with confirmation, and upload (PDF/DOC/DOCX, 10 MB) with real progress. */
export function RecordDocuments({ kind, record }: { kind: RecordKind; record: DocumentedRecord }) {
  const platform = usePlatform();
  const { user } = useSession();
  const headingId = useId();
  const [removing, setRemoving] = useState<RecordDocument | null>(null);
  const [addDocument] = useAddDocumentMutation();
  const [deleteDocument, { isLoading: isDeleting }] = useDeleteDocumentMutation();
  const [getLink] = useGetDocumentLinkMutation();

  /** The file is in storage: record it on the record (a refused row removes the file again). */
  const handleUploaded = async ({ path, file }: { path: string; file: File }) => {
    try {
      await addDocument({ key: kind.key, recordId: record.id, name: file.name, path }).unwrap();
    } catch (e) {
      platform.toast.error('Upload failed', { description: toApiError(e).message });
      throw e;
    }
    platform.toast.success('Document uploaded successfully!');
  };

  const handleDownload = async (document: RecordDocument) => {
    try {
      window.location.assign(await getLink({ key: kind.key, document, isOwn: record.user_id === user?.id }).unwrap());
    } catch {
      // The shared listener toasts a failed mutation.
    }
  };

  const handleDelete = async () => {
    if (!removing) return;
    try {
      await deleteDocument({ key: kind.key, document: removing }).unwrap();
      platform.toast.success('Document deleted successfully!');
    } catch (e) {
      platform.toast.error('Delete failed', { description: toApiError(e).message });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>Documents</h3>
      {record.documents.length === 0 ? <p>No documents yet.</p> : (
        <ul>
          {record.documents.map((d) => (
            <li key={d.id}>
              <Button variant="ghost" size="sm" onClick={() => handleDownload(d)} aria-label={`Download ${d.document_name}`}>{d.document_name}</Button>
              <Button variant="secondary" size="sm" onClick={() => setRemoving(d)} aria-label={`Delete ${d.document_name}`}>Delete</Button>
            </li>
          ))}
        </ul>
      )}
      {user && (
        <FileUploadField
          label={<>Upload document<VisuallyHidden>{` for ${record.vendor_name}`}</VisuallyHidden></>}
          bucket={DOCUMENTS_BUCKET}
          pathFor={(file) => documentPath(user.id, file.name)}
          onUploaded={handleUploaded}
        />
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title="Delete Document?"
        message={`Are you sure you want to delete "${removing?.document_name ?? ''}"? This action cannot be undone.`}
        onConfirm={handleDelete}
        onCancel={() => setRemoving(null)}
        isBusy={isDeleting}
      />
    </Section>
  );
}
