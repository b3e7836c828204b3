import { formatPaymentAmount } from '../../business-programs/currency';
import type { MerchantStats } from '../merchant-stats';
import { Stat, StatGrid } from './StatGrid';

/** Total processed, transactions, monthly average and the processing cost of the user's transactions. */
export function MerchantStatsGrid({ stats }: { stats: MerchantStats }) {
  return (
    <section aria-label="Merchant statistics">
      <StatGrid>
        <Stat label="Total Processed">{formatPaymentAmount(stats.totalProcessed)}</Stat>
        <Stat label="Transactions">{stats.transactionCount}</Stat>
        <Stat label="Monthly Average">{formatPaymentAmount(stats.monthlyAverage)}</Stat>
        <Stat label="Processing Fees">{formatPaymentAmount(stats.estimatedFees)}</Stat>
      </StatGrid>
    </section>
  );
}
