import type { Tables } from 'shared-ui';
/** A row of `capital_scores` or `paydex_scores`: each save is a new row; the latest is the current score. */
export type ScoreRow = Pick<Tables<'capital_scores'>, 'id' | 'score' | 'last_updated_at'>;

export type ScoreKind = 'capital' | 'paydex';

export interface HistoryPoint {
  kind: ScoreKind;
  score: number;
  at: Date;
}

/** The current score: the row with the latest `last_updated_at` (null without rows). */
export function latestScore(rows: readonly ScoreRow[]): ScoreRow | null {
  return rows.reduce<ScoreRow | null>((best, row) => (best === null || row.last_updated_at > best.last_updated_at ? row : best), null);
}

/** Both histories as chart points, oldest first. */
export function historyPoints(capital: readonly ScoreRow[], paydex: readonly ScoreRow[]): HistoryPoint[] {
  const points = [
    ...capital.map((r) => ({ kind: 'capital' as const, score: r.score, at: new Date(r.last_updated_at) })),
    ...paydex.map((r) => ({ kind: 'paydex' as const, score: r.score, at: new Date(r.last_updated_at) })),
  ];
  return points.sort((a, b) => a.at.getTime() - b.at.getTime());
}
