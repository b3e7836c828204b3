import { Table, type TableColumn } from 'shared-ui/tables';
import { browserName, formatMoment } from '../activity-format';
import type { ActivityEntry } from '../types';

/** The entries of one page, as the server ordered them (newest first). */
export function ActivityTable({ entries, selfId }: { entries: readonly ActivityEntry[]; selfId?: string }) {
  const columns: readonly TableColumn<ActivityEntry>[] = [
    { key: 'occurred_at', header: 'When', render: (e) => <time dateTime={e.occurred_at}>{formatMoment(e.occurred_at)}</time> },
    { key: 'summary', header: 'What' },
    { key: 'actor_email', header: 'By', render: (e) => (!e.actor_id || e.actor_id === selfId ? 'You' : (e.actor_email ?? 'An admin')) },
    { key: 'ip', header: 'IP address', render: (e) => e.ip ?? '' },
    { key: 'user_agent', header: 'Browser', render: (e) => browserName(e.user_agent) },
  ];
  return <Table caption="Account activity" columns={columns} rows={entries} getRowKey={(e) => e.id} isManualSorting />;
}
