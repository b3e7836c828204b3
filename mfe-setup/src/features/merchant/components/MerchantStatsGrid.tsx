import { formatUsd } from 'shared-ui';
import type { MerchantStats } from '../merchant-stats';
import { StatGrid } from './StatGrid';

/** Total processed, transactions, monthly average and the processing cost of the user's transactions. */
export function MerchantStatsGrid({ stats }: { stats: MerchantStats }) {
  return (
    <section aria-label="Merchant statistics">
      <StatGrid
        items={[
          { term: 'Total Processed', value: formatUsd(stats.totalProcessed) },
          { term: 'Transactions', value: stats.transactionCount },
          { term: 'Monthly Average', value: formatUsd(stats.monthlyAverage) },
          { term: 'Processing Fees', value: formatUsd(stats.estimatedFees) },
        ]}
      />
    </section>
  );
}
