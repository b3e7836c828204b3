/** PAYDEX rules (spec 2 sections 5, 9): 0-100, risk bands 1-49 High, 50-79 Medium, 80-100 Low. */
import { clampScore } from './clamp-score';

export const PAYDEX_MIN = 0;
export const PAYDEX_MAX = 100;

export type RiskBand = 'Low' | 'Medium' | 'High';

export interface PaydexBand {
  risk: RiskBand;
  /** The reference table's range (reference scale 1-100). */
  range: string;
  min: number;
  /** The dial's colour for the band (theme-independent, contrast-checked on white). */
  colour: string;
}

export const PAYDEX_BANDS: readonly PaydexBand[] = [
  { risk: 'High', range: '1-49', min: 0, colour: '#c62828' },
  { risk: 'Medium', range: '50-79', min: 50, colour: '#b45309' },
  { risk: 'Low', range: '80-100', min: 80, colour: '#2e7d32' },
];

/** Clamped to 0-100 and rounded; a non-numeric value becomes 0. */
export const clampPaydex = (value: unknown): number => clampScore(value, PAYDEX_MIN, PAYDEX_MAX);

/** The band of a score: colours change at 80 and 50. */
export function paydexBandOf(score: number): PaydexBand {
  if (score >= 80) return PAYDEX_BANDS[2];
  if (score >= 50) return PAYDEX_BANDS[1];
  return PAYDEX_BANDS[0];
}
