import { useState } from 'react';
import { skipToken } from 'shared-ui/data';
import { AccountActivityLog } from 'shared-ui/tables';
import { Card, CardBody, EmptyState, QueryState, useSession } from 'shared-ui';
import { useGetAccountActivityQuery } from '../api/account-activity-api';

/** My Account > Account Activity: what happened to the account (sign-ins, changes, reveals, admin actions), newest first, paged. */
export function AccountActivityCard() {
  const userId = useSession().user?.id;
  const [page, setPage] = useState(1);
  const query = useGetAccountActivityQuery(userId ? { userId, page } : skipToken);
  return (
    <Card title="Account Activity">
      <CardBody>
        <QueryState
          query={query}
          loadingLabel="Loading account activity..."
          isEmpty={(p) => p.entries.length === 0 && page === 1}
          empty={<EmptyState title="No account activity yet" />}
        >
          {(p) => <AccountActivityLog page={page} result={p} onPage={setPage} ownerId={userId} ownerLabel="You" />}
        </QueryState>
      </CardBody>
    </Card>
  );
}
