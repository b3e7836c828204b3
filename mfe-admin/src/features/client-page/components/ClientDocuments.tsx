import { Button, formatDateTime, QueryState, usePlatform } from 'shared-ui';
import { Table, type TableColumn } from 'shared-ui/tables';
import { useGetClientDocumentsQuery, useGetDocumentUrlMutation, type ClientDocument } from '../api/client-api';
import { Section } from '../../../components/Section';

function DownloadButton({ document }: { document: ClientDocument }) {
  const [getUrl, { isLoading }] = useGetDocumentUrlMutation();
  const { toast } = usePlatform();
  const download = async () => {
    const { signedUrl } = await getUrl(document.id).unwrap();
    window.location.assign(signedUrl);
    toast.success('Download started!');
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      isBusy={isLoading}
      busyLabel="Preparing..."
      onClick={() => void download().catch(() => undefined)}
      aria-label={`Download ${document.document_name}`}
    >
      Download
    </Button>
  );
}

const COLUMNS: TableColumn<ClientDocument>[] = [
  { key: 'document_name', header: 'Document' },
  { key: 'document_type', header: 'Type', render: (d) => d.document_type.replace(/_/g, ' ') },
  { key: 'created_at', header: 'Uploaded', render: (d) => formatDateTime(d.created_at) },
  { key: 'download', header: 'Download', render: (d) => <DownloadButton document={d} /> },
];

/** The client's documents (private bucket: each download goes through `open-document`, logged in the client's activity). */
export function ClientDocuments({ userId }: { userId: string }) {
  const documents = useGetClientDocumentsQuery(userId);
  return (
    <Section id="client-documents" title="Documents">
      <QueryState
        query={documents}
        loadingLabel="Loading documents..."
        isEmpty={(rows) => rows.length === 0}
        empty={<p>No documents uploaded.</p>}
      >
        {(rows) => <Table caption="Documents" columns={COLUMNS} rows={rows} getRowKey={(d) => d.id} />}
      </QueryState>
    </Section>
  );
}
