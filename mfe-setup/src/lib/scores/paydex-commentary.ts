/**
 * What the PAYDEX card may say about the owner's paying (DECISIONS 17): only what the recorded history supports.
 * No reading: nothing. One reading: the behaviour that score stands for on D&B's scale and advice for its band.
 * Two or more: also the trend, from the first reading of the last 90 days (or the one just before them) to the latest.
 */
import type { ScoreRow } from './score-history';
import { paydexBandOf } from './paydex';

export interface PaydexCommentary {
  behavior: string;
  /** Null with a single reading: a trend needs two. */
  trend: string | null;
  recommendation: string;
}

/** The trend window: "over the last 3 months". */
export const TREND_DAYS = 90;
/** A change of less than this many points reads as stable. */
export const STABLE_WITHIN = 3;

/** D&B's PAYDEX key: the payment habit a score stands for (100 = 30 days early, 80 = on terms, 50 = 30 days late, ...). */
export function paydexBehavior(score: number): string {
  if (score >= 90) return 'Payments made ahead of terms';
  if (score >= 80) return 'Payments made on terms';
  if (score >= 70) return 'Payments up to 15 days beyond terms';
  if (score >= 50) return 'Payments 15 to 30 days beyond terms';
  if (score >= 30) return 'Payments 30 to 90 days beyond terms';
  return 'Payments more than 90 days beyond terms';
}

const ADVICE = {
  Low: 'Keep paying suppliers on or before their terms',
  Medium: 'Pay suppliers by their due date to move to 80 or above',
  High: 'Bring late supplier bills up to date, then pay new ones on terms',
} as const;

const day = (iso: string) => new Date(iso).getTime();

/** The commentary of the recorded PAYDEX history (any order), or null when there is none. */
export function paydexCommentary(rows: readonly ScoreRow[], now: Date = new Date()): PaydexCommentary | null {
  if (rows.length === 0) return null;
  const sorted = [...rows].sort((a, b) => day(a.last_updated_at) - day(b.last_updated_at));
  const latest = sorted[sorted.length - 1];
  const behavior = paydexBehavior(latest.score);
  const recommendation = ADVICE[paydexBandOf(latest.score).risk];
  if (sorted.length < 2) return { behavior, trend: null, recommendation };

  const since = now.getTime() - TREND_DAYS * 24 * 60 * 60 * 1000;
  const before = sorted.slice(0, -1);
  // The reading the trend starts from: the last one before the window (the score as the window opened), else the window's first.
  const start = [...before].reverse().find((r) => day(r.last_updated_at) < since) ?? before[0];
  const change = latest.score - start.score;
  const span = day(start.last_updated_at) < since ? 'over the last 3 months' : `across your ${sorted.length} recorded scores`;
  const trend =
    Math.abs(change) < STABLE_WITHIN
      ? `Stable ${span} (${start.score} to ${latest.score})`
      : `${change > 0 ? 'Up' : 'Down'} ${Math.abs(change)} points ${span} (${start.score} to ${latest.score})`;
  return { behavior, trend, recommendation };
}
