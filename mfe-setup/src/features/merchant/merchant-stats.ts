import type { Tables } from 'shared-ui';
/** Merchant account figures (spec 2 "Merchant Account" and section 9), computed from the user's transactions. */

export type MerchantStatus = 'Completed' | 'Pending' | 'Failed' | 'Refunded';

export type MerchantTransaction = Pick<Tables<'merchant_transactions'>, 'id' | 'date' | 'description' | 'amount'> & {
  status: MerchantStatus;
};

export const PROCESSING_RATE_PERCENT = 2.9;
export const PROCESSING_FEE_FIXED = 0.3;
export const PROCESSING_RATE_LABEL = '2.9% + $0.30';
export const SETTLEMENT_LABEL = 'Daily (T+2)';
export const ACCOUNT_STATUS = 'Active';

export interface MerchantStats {
  /** Sum of completed transactions. */
  totalProcessed: number;
  /** Every transaction, whatever its status. */
  transactionCount: number;
  completedCount: number;
  /** Total processed over the calendar months that had a completed transaction. */
  monthlyAverage: number;
  /** What the processing rate costs on the completed transactions. */
  estimatedFees: number;
  /** The newest transaction's date, or null. */
  lastTransactionDate: string | null;
}

const cents = (n: number) => Math.round(n * 100) / 100;
const amountOf = (t: MerchantTransaction) => (typeof t.amount === 'string' ? Number(t.amount) : t.amount) || 0;

export function merchantStats(transactions: readonly MerchantTransaction[]): MerchantStats {
  const completed = transactions.filter((t) => t.status === 'Completed');
  const totalProcessed = cents(completed.reduce((sum, t) => sum + amountOf(t), 0));
  const months = new Set(completed.map((t) => t.date.slice(0, 7)));
  // In whole cents, so 2.9% of 32,435.00 + 13 × 0.30 is 944.52, not a float's 944.51.
  const processedCents = Math.round(totalProcessed * 100);
  const feeCents = (processedCents * PROCESSING_RATE_PERCENT * 10) / 1000 + Math.round(PROCESSING_FEE_FIXED * 100) * completed.length;
  const estimatedFees = Math.round(feeCents) / 100;
  const lastTransactionDate = transactions.reduce<string | null>(
    (latest, t) => (latest === null || t.date > latest ? t.date : latest),
    null,
  );
  return {
    totalProcessed,
    transactionCount: transactions.length,
    completedCount: completed.length,
    monthlyAverage: months.size === 0 ? 0 : cents(totalProcessed / months.size),
    estimatedFees,
    lastTransactionDate,
  };
}

/** Newest first (ties keep their order). */
export function newestFirst(transactions: readonly MerchantTransaction[]): MerchantTransaction[] {
  return [...transactions].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
