import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Cluster, Stack, toApiError, usePlatform, useSession, VisuallyHidden } from 'shared-ui';
import { FileUploadField, objectPath, USER_DOCUMENTS_BUCKET } from 'shared-ui/upload';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { useAddDocumentMutation, useDeleteDocumentMutation, useGetDocumentLinkMutation } from '../api/records-api';
import { type DocumentedRecord, type RecordDocument, type RecordKind } from '../record-kinds';

// The section's rule above it and its heading's size, and the list without bullets: what Stack does not say.
const Section = styled(Stack)`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const DocumentList = styled(Stack)`
  padding: 0;
  list-style: none;
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

  /**
   * The file is in storage: record it on the record (a refused row removes the file again). A refusal is the spec's
   * toast, "Upload failed"; its reason is shown once, as the field's error (FileUploadField shows what this throws).
   */
  const handleUploaded = async ({ path, file }: { path: string; file: File }) => {
    try {
      await addDocument({ key: kind.key, recordId: record.id, name: file.name, path }).unwrap();
    } catch (e) {
      platform.toast.error('Upload failed');
      throw new Error(toApiError(e).message);
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

  /** The endpoint declares CALLER_SHOWS_ERROR: a failure is toasted here, once, as "Delete failed". */
  const handleDelete = async (document: RecordDocument) => {
    try {
      await deleteDocument({ key: kind.key, document }).unwrap();
    } catch (e) {
      platform.toast.error('Delete failed', { description: toApiError(e).message });
      throw e;
    }
  };

  return (
    <Section as="section" $gap="sm" aria-labelledby={headingId}>
      <h3 id={headingId}>Documents</h3>
      {record.documents.length === 0 ? (
        <p>No documents yet.</p>
      ) : (
        <DocumentList as="ul" $gap="xs">
          {record.documents.map((d) => (
            <Cluster as="li" key={d.id} $justify="between">
              <Button variant="ghost" size="sm" onClick={() => handleDownload(d)} aria-label={`Download ${d.document_name}`}>
                {d.document_name}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setRemoving(d)} aria-label={`Delete ${d.document_name}`}>
                Delete
              </Button>
            </Cluster>
          ))}
        </DocumentList>
      )}
      {user && (
        <FileUploadField
          label={
            <>
              Upload document<VisuallyHidden>{` for ${record.vendor_name}`}</VisuallyHidden>
            </>
          }
          bucket={USER_DOCUMENTS_BUCKET}
          pathFor={(file) => objectPath(user.id, file.name)}
          onUploaded={handleUploaded}
        />
      )}
      <ConfirmDelete
        isOpen={removing !== null}
        title="Delete Document?"
        name={removing?.document_name ?? ''}
        onDelete={() => (removing ? handleDelete(removing) : Promise.resolve())}
        deletedMessage="Document deleted successfully!"
        isBusy={isDeleting}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
}
