import { Badge, formatDay } from 'shared-ui';
import { Table, type TableColumn } from 'shared-ui/tables';
import type { Payment } from '../types';
import { PaymentAmount } from 'shared-ui';

const COLUMNS: readonly TableColumn<Payment>[] = [
  { key: 'date', header: 'Date', render: (p) => formatDay(p.date) },
  { key: 'description', header: 'Description' },
  { key: 'amount', header: 'Amount', align: 'right', render: (p) => <PaymentAmount amount={p.amount} included={p.included} /> },
  {
    key: 'status',
    header: 'Status',
    render: (p) => (
      <Badge tone={p.status === 'completed' ? 'success' : 'warning'}>{p.status === 'completed' ? 'Completed' : 'Pending'}</Badge>
    ),
  },
];

/** The client's payments, newest first (as the server orders them). */
export function PaymentsTable({ payments }: { payments: readonly Payment[] }) {
  return <Table caption="Payment History" columns={COLUMNS} rows={payments} getRowKey={(p) => p.id} isManualSorting />;
}
