import { useState } from 'react';
import { Button, Cluster, QueryState } from 'shared-ui';
import { Table, type TableColumn } from 'shared-ui/tables';
import { useGetClientActivityQuery, type ActivityEntry } from '../api/client-activity-api';
import { Section } from './Section';

const when = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The client's account activity (sign-ins, changes, reveals, admin actions), newest first, paged; nobody can edit it. */
export function ClientActivity({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const activity = useGetClientActivityQuery({ userId, page });
  const columns: readonly TableColumn<ActivityEntry>[] = [
    { key: 'occurred_at', header: 'When', render: (e) => <time dateTime={e.occurred_at}>{when(e.occurred_at)}</time> },
    { key: 'summary', header: 'What' },
    { key: 'actor_email', header: 'By', render: (e) => (!e.actor_id || e.actor_id === userId ? 'Client' : (e.actor_email ?? 'An admin')) },
    { key: 'ip', header: 'IP address', render: (e) => e.ip ?? '' },
  ];
  return (
    <Section id="client-activity" title="Account Activity">
      <QueryState query={activity} loadingLabel="Loading account activity..." isEmpty={(p) => p.entries.length === 0 && page === 1}
        empty={<p>No account activity yet</p>}>
        {(p) => (
          <>
            <Table caption="Account activity" columns={columns} rows={p.entries} getRowKey={(e) => e.id} isManualSorting />
            {(page > 1 || p.hasNext) && (
              <nav aria-label="Pages of account activity">
                <Cluster $justify="between" $gap="md">
                  <span aria-live="polite">Page {page}</span>
                  <span>
                    <Button variant="secondary" size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>Previous</Button>{' '}
                    <Button variant="secondary" size="sm" onClick={() => setPage(page + 1)} disabled={!p.hasNext}>Next</Button>
                  </span>
                </Cluster>
              </nav>
            )}
          </>
        )}
      </QueryState>
    </Section>
  );
}
