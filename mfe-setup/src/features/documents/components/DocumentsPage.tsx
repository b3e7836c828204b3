import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CardBody, PageHeader, QueryState, Select, useFocusedRecord, useIsAdmin, useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';
import { useDeleteDocumentMutation, useGetDocumentOwnersQuery, useGetDocumentsQuery, type DocumentOwner } from '../api/documents-api';
import { DOCUMENT_PANELS, documentsOf, type BusinessDocument } from '../../../lib/documents/document-panels';
import { useDownloadDocument } from '../hooks/use-download-document';
import { DocumentList } from './DocumentList';
import { DocumentUpload } from './DocumentUpload';
import { title } from '../../../lib/links';
import { useDownloadAll } from '../../../lib/documents/use-download-all';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Filter = styled.div`
  max-width: 22rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const ownerLabel = (owner: DocumentOwner | undefined) => owner?.name || owner?.email || 'Unknown owner';

/** Business Documents: six panels by type, each with its documents (download, delete) and an upload control. */
export default function DocumentsPage() {
  const isAdmin = useIsAdmin();
  const toast = useToast();
  const [clientId, setClientId] = useState('');
  const documents = useGetDocumentsQuery({ userId: clientId || undefined });
  const focus = useFocusedRecord(documents.isSuccess);
  const owners = useGetDocumentOwnersQuery(undefined, { skip: !isAdmin });
  const [remove, removal] = useDeleteDocumentMutation();
  const { download, busyId } = useDownloadDocument();
  const [deleting, setDeleting] = useState<BusinessDocument | null>(null);
  const ownerById = new Map((owners.data ?? []).map((o) => [o.id, o]));
  const { downloadAll, progress } = useDownloadAll();

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting).unwrap();
      toast.success('Document deleted successfully!');
    } catch {
      toast.error('Delete failed');
    }
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title={title('documents')}
        subtitle={
          !isAdmin
            ? 'Upload PDF, DOC or DOCX files (max 10MB) to each section. Documents your advisor delivers show here too.'
            : clientId
              ? "Deliver PDF, DOC or DOCX files (max 10MB) into this client's sections: they are notified."
              : 'Choose a client to deliver documents into their sections.'
        }
        actions={
          !isAdmin && (
            <Button
              variant="secondary"
              onClick={() => void downloadAll()}
              isBusy={progress !== null}
              busyLabel={`Preparing (${progress ?? ''})...`}
            >
              Download all (.zip)
            </Button>
          )
        }
      />
      {isAdmin && (
        <Filter>
          <Select
            label="Client"
            value={clientId}
            onChange={(e) => setClientId(e.target.value)}
            placeholder="All clients"
            options={(owners.data ?? []).map((o) => ({ value: o.id, label: ownerLabel(o) }))}
          />
        </Filter>
      )}
      <QueryState query={documents} loadingLabel="Loading documents...">
        {(rows: BusinessDocument[]) => (
          <Grid>
            {DOCUMENT_PANELS.map((panel) => (
              <Card key={panel.type} title={panel.title} data-testid={`panel-${panel.title}`}>
                <CardBody>
                  <DocumentList
                    documents={documentsOf(rows, panel.type)}
                    emptyHint={panel.hint}
                    ownerOf={isAdmin ? (doc) => ownerLabel(ownerById.get(doc.user_id)) : undefined}
                    onDownload={download}
                    onDelete={setDeleting}
                    downloadingId={busyId}
                    mark={focus.mark}
                  />
                  {!isAdmin && <DocumentUpload type={panel.type} title={panel.title} />}
                  {isAdmin && clientId && <DocumentUpload type={panel.type} title={panel.title} ownerId={clientId} />}
                </CardBody>
              </Card>
            ))}
          </Grid>
        )}
      </QueryState>
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete document"
        message={`Delete "${deleting?.document_name ?? ''}"? This cannot be undone.`}
        isBusy={removal.isLoading}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
