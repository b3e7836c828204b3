import { Button, Cluster, formatDateTime } from 'shared-ui';
import { Table, type TableColumn } from '../Table/Table';
import { browserName } from './activity-format';
import type { AccountActivityEntry, AccountActivityPage } from './account-activity-page';

export interface AccountActivityLogProps {
  /** The page shown (1-based) and its entries, as the server ordered them (newest first). */
  page: number;
  result: AccountActivityPage;
  onPage: (page: number) => void;
  /** The account's owner: their own entries say `ownerLabel` ("You" in My Account, "Client" for an admin). */
  ownerId: string | undefined;
  ownerLabel: string;
}

/** An account's activity log: When, What, By, IP address, Browser; Previous / Next when there is more than a page. */
export function AccountActivityLog({ page, result, onPage, ownerId, ownerLabel }: AccountActivityLogProps) {
  const columns: readonly TableColumn<AccountActivityEntry>[] = [
    { key: 'occurred_at', header: 'When', render: (e) => <time dateTime={e.occurred_at}>{formatDateTime(e.occurred_at)}</time> },
    { key: 'summary', header: 'What' },
    {
      key: 'actor_email',
      header: 'By',
      render: (e) => (!e.actor_id || e.actor_id === ownerId ? ownerLabel : (e.actor_email ?? 'An admin')),
    },
    { key: 'ip', header: 'IP address', render: (e) => e.ip ?? '' },
    { key: 'user_agent', header: 'Browser', render: (e) => browserName(e.user_agent) },
  ];
  return (
    <>
      <Table caption="Account activity" columns={columns} rows={result.entries} getRowKey={(e) => e.id} isManualSorting />
      {(page > 1 || result.hasNext) && (
        <nav aria-label="Pages of account activity">
          <Cluster $justify="between" $gap="md">
            <span aria-live="polite">Page {page}</span>
            <span>
              <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
                Previous
              </Button>{' '}
              <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={!result.hasNext}>
                Next
              </Button>
            </span>
          </Cluster>
        </nav>
      )}
    </>
  );
}
