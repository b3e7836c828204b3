import { useState, type ReactNode } from 'react';
import { Button, EmptyState, Grid, PageHeader, QueryState, Stack, useFocusedRecord } from 'shared-ui';
import { title } from '../../../lib/links';
import { useGetRecordsQuery } from '../api/records-api';
import type { RecordKind } from '../record-kinds';
import { AddRecordModal } from './AddRecordModal';
import { RecordCard } from './RecordCard';

/** Account Receivables and Purchase Orders: the one "record with documents" screen, configured by `kind`. */
export function RecordsScreen({ kind, aside }: { kind: RecordKind; aside?: ReactNode }) {
  const query = useGetRecordsQuery(kind.key);
  const [isAdding, setIsAdding] = useState(false);
  // `?focus=<record id>` (a search result, a shared link): that record in view and highlighted.
  const focus = useFocusedRecord(query.isSuccess);
  return (
    <Stack $gap="lg">
      <PageHeader
        title={title(kind.screen)}
        subtitle={kind.subtitle}
        actions={<Button onClick={() => setIsAdding(true)}>{`+ ${kind.addLabel}`}</Button>}
      />
      {aside}
      <QueryState
        query={query}
        loadingLabel={kind.loadingLabel}
        isEmpty={(records) => records.length === 0}
        empty={<EmptyState title={kind.emptyTitle} description={kind.emptyDescription} />}
      >
        {(records) => (
          <Grid $min="300px">
            {records.map((record) => (
              <RecordCard key={record.id} kind={kind} record={record} mark={focus.mark(record.id)} />
            ))}
          </Grid>
        )}
      </QueryState>
      {isAdding && <AddRecordModal kind={kind} onClose={() => setIsAdding(false)} />}
    </Stack>
  );
}
