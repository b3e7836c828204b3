import { useState } from 'react';
import { Button, formatDay, PaymentAmount, QueryState } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { Table, type TableColumn } from 'shared-ui/tables';
import {
  useAddPaymentMutation,
  useGetClientRequestChoicesQuery,
  useGetPaymentsQuery,
  useUpdatePaymentMutation,
  type Payment,
} from '../api/client-api';
import { toPaymentDraft } from '../payment-rules';
import { PaymentForm } from './PaymentForm';
import { Section } from '../../../components/Section';

type Editing = { mode: 'add' } | { mode: 'edit'; payment: Payment } | null;

/** The client's payments, newest first; the admin adds and edits them (DECISIONS 12). */
export function ClientPayments({ userId }: { userId: string }) {
  const payments = useGetPaymentsQuery(userId);
  const [addPayment] = useAddPaymentMutation();
  const [updatePayment] = useUpdatePaymentMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const requests = useGetClientRequestChoicesQuery(userId).data ?? [];
  const requestLabel = (id: string | null) => {
    const r = id ? requests.find((q) => q.id === id) : undefined;
    return r ? `${r.program} (${formatDay(r.created_at)})` : '-';
  };
  const choices = requests
    .filter((r) => r.status !== 'closed' || (editing?.mode === 'edit' && editing.payment.program_request_id === r.id))
    .map((r) => ({ value: r.id, label: requestLabel(r.id) }));

  const columns: TableColumn<Payment>[] = [
    { key: 'date', header: 'Date', render: (p) => formatDay(p.date) },
    { key: 'description', header: 'Description' },
    { key: 'amount', header: 'Amount', align: 'right', render: (p) => <PaymentAmount amount={p.amount} included={p.included} /> },
    { key: 'status', header: 'Status', render: (p) => (p.status === 'completed' ? 'Completed' : 'Pending') },
    { key: 'program_request_id', header: 'For', render: (p) => requestLabel(p.program_request_id) },
    {
      key: 'edit',
      header: <span className="visually-hidden">Actions</span>,
      render: (p) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing({ mode: 'edit', payment: p })}
          aria-label={`Edit payment ${p.description}`}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Section id="client-payments" title="Payments" actions={<Button onClick={() => setEditing({ mode: 'add' })}>Add Payment</Button>}>
      <QueryState
        query={payments}
        loadingLabel="Loading payment history..."
        isEmpty={(rows) => rows.length === 0}
        empty={<p>No payment history found</p>}
      >
        {(rows) => <Table caption="Payment history" columns={columns} rows={rows} getRowKey={(p) => p.id} />}
      </QueryState>
      <Modal isOpen={editing !== null} onClose={() => setEditing(null)} title={editing?.mode === 'edit' ? 'Edit Payment' : 'Add Payment'}>
        {editing && (
          <PaymentForm
            initial={editing.mode === 'edit' ? toPaymentDraft(editing.payment) : undefined}
            requests={choices}
            submitLabel={editing.mode === 'edit' ? 'Save Payment' : 'Add Payment'}
            onSave={(payment) =>
              editing.mode === 'edit'
                ? updatePayment({ id: editing.payment.id, ...payment }).unwrap()
                : addPayment({ user_id: userId, ...payment }).unwrap()
            }
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Section>
  );
}
