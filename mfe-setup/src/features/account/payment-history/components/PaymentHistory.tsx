import { EmptyState, QueryState } from 'shared-ui';
import { useUserId } from '../../../../lib/use-user-id';
import { useGetPaymentsQuery } from '../api/payments-api';
import { PaymentsTable } from './PaymentsTable';

/** The user's payment history: "Loading payment history...", "No payment history found", or the table. */
export function PaymentHistory() {
  const query = useGetPaymentsQuery(useUserId());
  return (
    <section aria-labelledby="payment-history-title">
      <h3 id="payment-history-title">Payment History</h3>
      <QueryState
        query={query}
        loadingLabel="Loading payment history..."
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState title="No payment history found" />}
      >
        {(rows) => <PaymentsTable payments={rows} />}
      </QueryState>
    </section>
  );
}
