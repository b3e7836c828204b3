import { formatUsd } from 'shared-ui';
import type { MerchantStats } from '../merchant-stats';
import { Stat, StatGrid } from './StatGrid';

/** Total processed, transactions, monthly average and the processing cost of the user's transactions. */
export function MerchantStatsGrid({ stats }: { stats: MerchantStats }) {
  return (
    <section aria-label="Merchant statistics">
      <StatGrid>
        <Stat label="Total Processed">{formatUsd(stats.totalProcessed)}</Stat>
        <Stat label="Transactions">{stats.transactionCount}</Stat>
        <Stat label="Monthly Average">{formatUsd(stats.monthlyAverage)}</Stat>
        <Stat label="Processing Fees">{formatUsd(stats.estimatedFees)}</Stat>
      </StatGrid>
    </section>
  );
}
