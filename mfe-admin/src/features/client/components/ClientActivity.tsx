import { useState } from 'react';
import { QueryState } from 'shared-ui';
import { AccountActivityLog } from 'shared-ui/tables';
import { useGetClientActivityQuery } from '../api/client-activity-api';
import { Section } from '../../../components/Section';

/** The client's account activity (sign-ins, changes, reveals, admin actions), newest first, paged; nobody can edit it. */
export function ClientActivity({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const activity = useGetClientActivityQuery({ userId, page });
  return (
    <Section id="client-activity" title="Account Activity">
      <QueryState
        query={activity}
        loadingLabel="Loading account activity..."
        isEmpty={(p) => p.entries.length === 0 && page === 1}
        empty={<p>No account activity yet</p>}
      >
        {(p) => <AccountActivityLog page={page} result={p} onPage={setPage} ownerId={userId} ownerLabel="Client" />}
      </QueryState>
    </Section>
  );
}
