import type { Tables } from 'shared-ui';
import { dayNumber } from '../../lib/dates';

/** A numeric column as it may arrive: a number, or its text from the REST layer. */
type Amount = { amount: number | string };

/**
 * The records the outlook reads: what the business pays its suppliers, its purchase orders as stored (amount, order
 * date, status). PAYDEX measures how a business pays its suppliers, so receivables (what its customers owe it) never
 * count (DECISIONS 17).
 */
export interface OutlookInput {
  purchaseOrders: readonly (Pick<Tables<'purchase_orders'>, 'order_date' | 'status'> & Amount)[];
}

export type PaydexBand = 'low' | 'medium' | 'high';

export interface PaydexOutlook {
  /** Records that count (paid on time or late) with an amount above zero. */
  counted: number;
  onTimeAmount: number;
  lateAmount: number;
  /** Dollar-weighted share paid on time, 0..1. */
  onTimeShare: number;
  /** Dollar-weighted average of each record's D&B-style payment score, 1..100. */
  score: number;
  band: PaydexBand;
}

/** Fewer counted records than this and the outlook is hidden. */
export const MIN_OUTLOOK_RECORDS = 3;
/** Purchase orders are taken to be on Net 30 terms. */
export const PURCHASE_ORDER_TERMS_DAYS = 30;
/** D&B's scale for one payment: 80 on terms, then lower the later it is. */
export function paymentScore(daysLate: number): number {
  if (daysLate <= 0) return 80;
  if (daysLate <= 15) return 70;
  if (daysLate <= 30) return 50;
  if (daysLate <= 60) return 40;
  if (daysLate <= 90) return 30;
  return 20;
}

/** PAYDEX risk bands: 80+ low, 50-79 medium, below 50 high. */
export function paydexBand(score: number): PaydexBand {
  if (score >= 80) return 'low';
  if (score >= 50) return 'medium';
  return 'high';
}

export const BAND_LABELS: Record<PaydexBand, string> = { low: 'Low risk', medium: 'Medium risk', high: 'High risk' };

type Classified = { amount: number; score: number; isLate: boolean } | null;

function classifyOrder(o: OutlookInput['purchaseOrders'][number], today: number): Classified {
  const amount = Number(o.amount);
  if (o.status === 'approved') return { amount, score: 80, isLate: false };
  const ordered = dayNumber(o.order_date);
  const days = ordered === null ? null : today - (ordered + PURCHASE_ORDER_TERMS_DAYS);
  if (o.status === 'pending' && days !== null && days > 0) return { amount, score: paymentScore(days), isLate: true };
  return null;
}

/**
 * The PAYDEX outlook of what a client pays its suppliers on `todayIso` (`YYYY-MM-DD`), or null when fewer than
 * MIN_OUTLOOK_RECORDS purchase orders count. Approved orders are paid on terms; orders still pending past Net 30 are
 * late; rejected orders and orders still inside their terms are left out. The score is the amount-weighted average of
 * each order's score.
 */
export function computePaydexOutlook(input: OutlookInput, todayIso: string): PaydexOutlook | null {
  const today = dayNumber(todayIso);
  if (today === null) return null;
  const counted = input.purchaseOrders
    .map((o) => classifyOrder(o, today))
    .filter((c): c is NonNullable<Classified> => c !== null && Number.isFinite(c.amount) && c.amount > 0);
  if (counted.length < MIN_OUTLOOK_RECORDS) return null;
  const total = counted.reduce((sum, c) => sum + c.amount, 0);
  const lateAmount = counted.filter((c) => c.isLate).reduce((sum, c) => sum + c.amount, 0);
  const weighted = counted.reduce((sum, c) => sum + c.amount * c.score, 0);
  const score = Math.max(1, Math.min(100, Math.round(weighted / total)));
  return {
    counted: counted.length,
    onTimeAmount: Math.round((total - lateAmount) * 100) / 100,
    lateAmount: Math.round(lateAmount * 100) / 100,
    onTimeShare: (total - lateAmount) / total,
    score,
    band: paydexBand(score),
  };
}
