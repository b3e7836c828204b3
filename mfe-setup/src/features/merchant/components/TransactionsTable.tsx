import { Badge, type BadgeTone, formatDay, formatUsd } from 'shared-ui';
import { Table, type TableColumn } from 'shared-ui/tables';
import type { MerchantStatus, MerchantTransaction } from '../merchant-stats';

const TONES: Record<MerchantStatus, BadgeTone> = { Completed: 'success', Pending: 'warning', Failed: 'danger', Refunded: 'neutral' };

const COLUMNS: readonly TableColumn<MerchantTransaction>[] = [
  { key: 'date', header: 'Date', isSortable: true, firstSortDirection: 'desc', render: (t) => formatDay(t.date) },
  { key: 'description', header: 'Description' },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    isSortable: true,
    sortValue: (t) => Number(t.amount),
    render: (t) => formatUsd(t.amount),
  },
  { key: 'status', header: 'Status', render: (t) => <Badge tone={TONES[t.status] ?? 'neutral'}>{t.status}</Badge> },
];

/** Transaction History, newest first; date and amount sort. */
export function TransactionsTable({ transactions }: { transactions: readonly MerchantTransaction[] }) {
  return (
    <Table
      caption="Transaction History"
      showCaption
      columns={COLUMNS}
      rows={transactions}
      getRowKey={(t) => t.id}
      defaultSort={{ key: 'date', direction: 'desc' }}
    />
  );
}
