import styled from 'styled-components';
import { EmptyState, PageHeader, QueryState } from 'shared-ui';
import { useUserId } from '../../../lib/use-user-id';
import { useGetMerchantTransactionsQuery } from '../api/merchant-api';
import { merchantStats } from '../merchant-stats';
import { AccountDetails } from './AccountDetails';
import { MerchantStatsGrid } from './MerchantStatsGrid';
import { TransactionsTable } from './TransactionsTable';
import { title } from '../../../lib/links';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

/** Merchant Account (spec 2): figures, account details and the transaction history of the user's own transactions. */
export default function MerchantPage() {
  const query = useGetMerchantTransactionsQuery(useUserId());
  return (
    <>
      <PageHeader title={title('merchant')} subtitle="Your card processing at a glance." />
      <QueryState
        query={query}
        loadingLabel="Loading transactions..."
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            title="No transactions yet"
            description="Your merchant transactions will appear here once your account starts processing."
          />
        }
      >
        {(rows) => {
          const stats = merchantStats(rows);
          return (
            <>
              <MerchantStatsGrid stats={stats} />
              <Layout>
                <TransactionsTable transactions={rows} />
                <AccountDetails stats={stats} />
              </Layout>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
