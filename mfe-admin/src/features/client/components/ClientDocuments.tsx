import { useState } from 'react';
import { Badge, Button, Cluster, formatDateTime, QueryState, Select, usePlatform, useToast } from 'shared-ui';
import { Table, type TableColumn } from 'shared-ui/tables';
import { FileInput, isCancelled, objectPath, USER_DOCUMENTS_BUCKET, useUpload } from 'shared-ui/upload';
import { useDeliverDocumentMutation, useGetClientDocumentsQuery, useGetDocumentUrlMutation, type ClientDocument } from '../api/client-api';
import { Section } from '../../../components/Section';

/** The client's document sections (`business_documents.document_type`, titled as on the client's Business Documents). */
export const DOCUMENT_SECTIONS = [
  { value: 'Standard_Corporate', label: 'Standard Corporate' },
  { value: 'Advanced Corporate', label: 'Advanced Corporate' },
  { value: 'Bank_Statements', label: 'Financial Documents' },
  { value: 'Press Releases', label: 'Marketing & PR' },
  { value: 'Miscellaneous Documents', label: 'Additional Documents' },
  { value: 'Secret to Wealth Documents', label: 'Secret to Wealth Documents' },
] as const;

const sectionTitle = (type: string) => DOCUMENT_SECTIONS.find((s) => s.value === type)?.label ?? type.replace(/_/g, ' ');

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
  { key: 'document_type', header: 'Section', render: (d) => sectionTitle(d.document_type) },
  {
    key: 'uploaded_by',
    header: 'From',
    render: (d) => (d.uploaded_by && d.uploaded_by !== d.user_id ? <Badge tone="info">An advisor</Badge> : 'The client'),
  },
  { key: 'created_at', header: 'Uploaded', render: (d) => formatDateTime(d.created_at) },
  { key: 'download', header: 'Download', render: (d) => <DownloadButton document={d} /> },
];

/**
 * Delivers a document into one of the client's sections: the file goes to the client's folder (storage lets an
 * admin add there, never overwrite or read), then its row; the database marks it as the admin's, logs it in the
 * client's account activity and notifies the client ("From your advisor" on their Business Documents).
 */
function DeliverDocument({ userId }: { userId: string }) {
  const toast = useToast();
  const { upload, progress, status, error, reset } = useUpload();
  const [deliver, delivering] = useDeliverDocumentMutation();
  const [section, setSection] = useState<string>('Standard_Corporate');
  const [files, setFiles] = useState<File[]>([]);
  const file = files[0];
  const isUploading = status === 'checking' || status === 'uploading';

  const send = async () => {
    if (!file) return;
    try {
      const { path } = await upload(file, { bucket: USER_DOCUMENTS_BUCKET, path: objectPath(userId, file.name) });
      await deliver({ user_id: userId, document_type: section, document_name: file.name, file_url: path }).unwrap();
      toast.success('Document delivered: the client is notified');
      setFiles([]);
      reset();
    } catch (e) {
      if (!isCancelled(e)) toast.error('Upload failed');
    }
  };

  return (
    <Cluster $gap="md" role="group" aria-label="Deliver a document">
      <Select label="Section" value={section} options={DOCUMENT_SECTIONS} onChange={(e) => setSection(e.target.value)} />
      <FileInput
        label="Document to deliver"
        bucket={USER_DOCUMENTS_BUCKET}
        files={files}
        onFilesChange={(next) => {
          setFiles(next);
          reset();
        }}
        hint="PDF, DOC, DOCX (max 10MB)"
        error={error?.message}
        progress={isUploading ? Math.round(progress * 100) : undefined}
        progressLabel="Delivery progress"
        disabled={isUploading || delivering.isLoading}
      />
      <Button onClick={() => void send()} disabled={!file} isBusy={isUploading || delivering.isLoading} busyLabel="Delivering...">
        Deliver
      </Button>
    </Cluster>
  );
}

/** The client's documents (private bucket: each download goes through `open-document`, logged in the client's activity). */
export function ClientDocuments({ userId }: { userId: string }) {
  const documents = useGetClientDocumentsQuery(userId);
  return (
    <Section id="client-documents" title="Documents">
      <DeliverDocument userId={userId} />
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
