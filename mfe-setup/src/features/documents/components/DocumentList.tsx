import styled from 'styled-components';
import { Badge, Button, type FocusedRecord, focusedRecordStyle, formatLocalDay, Stack } from 'shared-ui';
import { isFromAdvisor, type BusinessDocument } from '../../../lib/documents/document-panels';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${focusedRecordStyle}
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Name = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface DocumentListProps {
  documents: readonly BusinessDocument[];
  /** What belongs in the panel, said while it is empty. */
  emptyHint?: string;
  /** Admin view: each document labelled with its owner. */
  ownerOf?: (doc: BusinessDocument) => string;
  onDownload: (doc: BusinessDocument) => void;
  onDelete: (doc: BusinessDocument) => void;
  downloadingId: string | null;
  /** The `?focus=<id>` highlight (useFocusedRecord). */
  mark?: FocusedRecord['mark'];
}

/** A panel's documents, each with Download and Delete. */
export function DocumentList({ documents, emptyHint, ownerOf, onDownload, onDelete, downloadingId, mark }: DocumentListProps) {
  if (documents.length === 0) return <Empty>No documents yet.{emptyHint && <span> What belongs here: {emptyHint}</span>}</Empty>;
  return (
    <Stack as="ul" $gap="sm">
      {documents.map((doc) => (
        <Row key={doc.id} data-testid="document-row" {...mark?.(doc.id)}>
          <div>
            <Name>{doc.document_name}</Name>
            {isFromAdvisor(doc) && (
              <>
                {' '}
                <Badge tone="info">{ownerOf ? 'From an advisor' : 'From your advisor'}</Badge>
              </>
            )}
            <small>
              {ownerOf && <span data-testid="document-owner">Owner: {ownerOf(doc)} · </span>}
              Added {formatLocalDay(doc.created_at)}
            </small>
          </div>
          <div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onDownload(doc)}
              isBusy={downloadingId === doc.id}
              busyLabel="Downloading..."
              aria-label={`Download ${doc.document_name}`}
            >
              Download
            </Button>{' '}
            <Button size="sm" variant="danger" onClick={() => onDelete(doc)} aria-label={`Delete ${doc.document_name}`}>
              Delete
            </Button>
          </div>
        </Row>
      ))}
    </Stack>
  );
}
